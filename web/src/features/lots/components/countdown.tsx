import { FormattedMessage } from "react-intl";
import { Numeric } from "@/components/ui/numeric";
import { countdownParts } from "../countdown";
import { useNow } from "../hooks/use-now";

/**
 * Live time left until `endsAt` ("2d 03h 04m 05s"), or "Auction ended" at or past the end
 * (docs/product/lots.md#countdown).
 */
export function Countdown({ endsAt }: { endsAt: string | Date }) {
  const parts = countdownParts(endsAt, useNow());
  if (!parts) return <FormattedMessage id="lots.countdown.ended" />;
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    <Numeric role="timer" aria-live="off">
      <FormattedMessage
        id="lots.countdown.left"
        values={{ days: parts.days, hours: pad(parts.hours), minutes: pad(parts.minutes), seconds: pad(parts.seconds) }}
      />
    </Numeric>
  );
}
