import { messenger, type ProtocolMap } from '@/lib/messaging/contract';

type Answers = {
  [K in keyof ProtocolMap]?: (
    data: Parameters<ProtocolMap[K]>[0],
  ) => ReturnType<ProtocolMap[K]> | Promise<ReturnType<ProtocolMap[K]>>;
};

/**
 * The background's side of the messages a page model sends, answered by the
 * test through the fake browser's messaging (`ask` as the page calls it).
 * The sender check is the handlers' own (tests/unit/messaging/). Returns what
 * was asked, in order, and a function that stops answering.
 */
export function answerPageMessages(answers: Answers): {
  asked: { type: keyof ProtocolMap; data: unknown }[];
  stop: () => void;
} {
  const asked: { type: keyof ProtocolMap; data: unknown }[] = [];
  const listen = messenger.onMessage as (
    type: string,
    handler: (message: { data: unknown }) => unknown,
  ) => () => void;
  const removers = Object.entries(answers).map(([type, answer]) =>
    listen(type, async ({ data }) => {
      asked.push({ type: type as keyof ProtocolMap, data });
      return (answer as (data: unknown) => unknown)(data);
    }),
  );
  return { asked, stop: () => removers.forEach((remove) => remove()) };
}
