import { i18n } from '#i18n';
import { formatNumber, formatTime } from '@/lib/locale/locale';
import { nextLocalMidnight } from '@/lib/locale/local-day';

const BAR = 12;
const GAP = 4;
const HEIGHT = 80;
/** Room above the bars for their numbers, and below for the day labels. */
const TOP = 18;
const BOTTOM = 20;

/** Midnight starting each of `days` local days, today first. */
function dayStarts(now: number, days: number): number[] {
  const today = new Date(now);
  const starts = [new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime()];
  while (starts.length < days) starts.push(nextLocalMidnight(starts.at(-1)!));
  return starts;
}

function dayName(start: number, index: number): string {
  return index === 0
    ? i18n.t('review.today')
    : formatTime(start, { weekday: 'short', day: 'numeric', month: 'short' });
}

/** The axis names today, and every seventh day by its day and month ("14 Dec"). */
function axisLabel(start: number, index: number): string {
  return index === 0
    ? i18n.t('review.today')
    : formatTime(start, { day: 'numeric', month: 'short' });
}

/**
 * Reviews due on each of the next days, as bars with their numbers; a table
 * says the same to screen readers, which skip the drawing.
 */
export function ForecastChart({ forecast, now }: { forecast: number[]; now: number }) {
  const starts = dayStarts(now, forecast.length);
  const most = Math.max(1, ...forecast);
  const width = forecast.length * (BAR + GAP);
  return (
    <figure class="forecast">
      <figcaption id="forecast-caption">{i18n.t('review.forecast')}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${TOP + HEIGHT + BOTTOM}`}
        aria-hidden="true"
        preserveAspectRatio="xMidYMid meet"
      >
        {forecast.map((count, index) => {
          const height = count === 0 ? 1 : Math.max(3, (count / most) * HEIGHT);
          // Drawn from the start edge: today on the left, or on the right in Arabic and Urdu.
          const x = index * (BAR + GAP);
          return (
            <g key={index} class={index === 0 ? 'forecast-today' : undefined}>
              <rect x={x} y={TOP + HEIGHT - height} width={BAR} height={height} rx={2} />
              {count > 0 && (
                <text x={x + BAR / 2} y={TOP + HEIGHT - height - 3} text-anchor="middle">
                  {formatNumber(count)}
                </text>
              )}
              {index % 7 === 0 && (
                <text
                  class="forecast-day"
                  x={index === 0 ? x : x + BAR / 2}
                  y={TOP + HEIGHT + BOTTOM - 4}
                  text-anchor={index === 0 ? 'start' : 'middle'}
                >
                  {axisLabel(starts[index]!, index)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table class="visually-hidden" aria-labelledby="forecast-caption">
        <tbody>
          {forecast.map((count, index) => (
            <tr key={index}>
              <th scope="row">{dayName(starts[index]!, index)}</th>
              <td>{formatNumber(count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
