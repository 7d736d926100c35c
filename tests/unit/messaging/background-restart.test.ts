import { describe, expect, it, vi } from 'vitest';
import { isChannelClosed, surviveRestart } from '@/lib/messaging/background-restart';
import { HadithError } from '@/lib/hadith-error';

const CLOSED = new Error(
  'A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received',
);

describe('isChannelClosed', () => {
  it.each([
    [CLOSED, true],
    [new Error('The message port closed before a response was received.'), true],
    [new Error('Promised response from onMessage listener went out of scope'), true],
    [new Error('Message manager disconnected'), true],
    [new Error('Could not establish connection. Receiving end does not exist.'), false],
    [new HadithError('network', 'The service could not be reached.'), false],
    ['message channel closed before a response was received', true],
  ])('%s → %s', (error, expected) => {
    expect(isChannelClosed(error)).toBe(expected);
  });
});

describe('surviveRestart', () => {
  it('sends once more when the background stopped before answering', async () => {
    const send = vi.fn().mockRejectedValueOnce(CLOSED).mockResolvedValueOnce('answer');
    await expect(surviveRestart(send)).resolves.toBe('answer');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends only once more: a second closed channel reaches the caller', async () => {
    const send = vi.fn().mockRejectedValue(CLOSED);
    await expect(surviveRestart(send)).rejects.toBe(CLOSED);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('never repeats a message the background answered with an error', async () => {
    const refused = new HadithError('rate-limited', 'Waiting.');
    const send = vi.fn().mockRejectedValue(refused);
    await expect(surviveRestart(send)).rejects.toBe(refused);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
