// Message ids of the filter values, shared by the sidebar's options and the active-filter chips.
import type { MessageId } from "@/i18n/message-ids";

export type ValueGroup = "transmission" | "fuelType" | "airbags" | "title" | "color" | "driveTrain";

/** Message id segments must start with a letter: "4wd" -> "fourWd", "flex-fuel" -> "flexFuel". */
const segment = (value: string) =>
  value === "4wd" ? "fourWd" : value.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

const PREFIX: Record<ValueGroup, string> = {
  transmission: "lots.values.transmission",
  fuelType: "lots.values.fuel",
  airbags: "search.sidebar.airbags",
  title: "search.sidebar.title",
  color: "lots.values.colour",
  driveTrain: "lots.values.drive",
};

export function valueLabelId(group: ValueGroup, value: string): MessageId {
  return `${PREFIX[group]}.${segment(value)}` as MessageId;
}
