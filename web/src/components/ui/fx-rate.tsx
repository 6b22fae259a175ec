import { FormattedDate, FormattedNumber } from "react-intl";

/**
 * The values of a "{rate} EUR per USD (rate of {date})" text: the rate with the reader's decimal mark (0,92 in
 * Lithuanian), up to four places, and its calendar date as that day wherever the reader is (a YYYY-MM-DD read as a
 * local time would be the day before west of UTC).
 */
export function fxRateValues(fx: { rate: string; asOf: string }) {
  return {
    rate: <FormattedNumber value={Number(fx.rate)} minimumFractionDigits={2} maximumFractionDigits={4} />,
    date: <FormattedDate value={fx.asOf} dateStyle="medium" timeZone="UTC" />,
  };
}
