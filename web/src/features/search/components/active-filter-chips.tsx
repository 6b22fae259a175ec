import { Button, HStack, Tag, Wrap } from "@chakra-ui/react";
import { tagSlotRecipe } from "@chakra-ui/react/theme";
import { useIntl, type IntlShape } from "react-intl";
import { providerWords } from "@/features/lots/lot-format";
import type { MessageId } from "@/i18n/message-ids";
import { activeFilterKeys, type SearchFilters } from "../search-params";
import { valueLabelId, type ValueGroup } from "./value-labels";

const NAMES: Partial<Record<keyof SearchFilters, MessageId>> = {
  vinlot: "search.form.lotVin",
  keyword: "search.form.keyword",
  platform: "search.form.platform",
  vehicleType: "search.form.vehicleType",
  make: "search.form.make",
  model: "search.form.model",
  damageType: "search.form.damage",
  location: "search.form.location",
  transmission: "search.sidebar.transmission",
  fuelType: "search.sidebar.fuelType",
  airbags: "search.sidebar.airbags",
  title: "search.sidebar.title.label",
  color: "search.sidebar.color",
  driveTrain: "search.sidebar.driveTrain",
  auctionDate: "search.sidebar.auctionDate",
};

const VALUE_GROUPS = new Set<string>(["transmission", "fuelType", "airbags", "title", "color", "driveTrain"]);

/** What a chip says: "Make: Toyota", "From 2015", "Buy Now only". */
export function chipLabel(intl: IntlShape, filters: SearchFilters, key: keyof SearchFilters): string {
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const value = filters[key];
  switch (key) {
    case "showEndedAuctions":
      return t("search.chips.showEnded");
    case "showBuyNow":
      return t("search.chips.buyNow");
    case "yearFrom":
      return t("search.chips.yearFrom", { year: String(value) });
    case "yearTo":
      return t("search.chips.yearTo", { year: String(value) });
    case "odometerMin":
      return t("search.chips.odometerMin", { value: intl.formatNumber(Number(value)) });
    case "odometerMax":
      return t("search.chips.odometerMax", { value: intl.formatNumber(Number(value)) });
    case "cylinders":
      return t("search.chips.cylinders", { count: Number(value) });
  }
  let shown = String(value);
  if (key === "make") shown = filters.makeName ?? shown;
  else if (key === "model") shown = filters.modelName ?? shown;
  else if (key === "platform")
    shown =
      value === "copart"
        ? "Copart"
        : value === "iaai"
          ? "IAAI"
          : t(`search.form.platform.${String(value)}` as MessageId);
  else if (key === "damageType") shown = providerWords(intl, "damage", String(value)) ?? shown;
  else if (key === "vehicleType") shown = t(`search.form.vehicleType.${String(value)}` as MessageId);
  else if (key === "auctionDate" && (value === "today" || value === "tomorrow"))
    shown = t(`search.sidebar.auctionDate.${value}`);
  else if (key === "auctionDate") shown = intl.formatDate(`${String(value)}T12:00:00`, { dateStyle: "medium" });
  else if (VALUE_GROUPS.has(key)) shown = t(valueLabelId(key as ValueGroup, String(value)));
  const name = NAMES[key];
  return name ? t("search.chips.value", { name: t(name), value: shown }) : shown;
}

/** The active filters as removable chips, and Clear filters (docs/product/search.md#filters). */
export function ActiveFilterChips({
  filters,
  onRemove,
  onClearAll,
  disabled,
}: {
  filters: SearchFilters;
  onRemove: (key: keyof SearchFilters) => void;
  onClearAll: () => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const keys = activeFilterKeys(filters);
  if (keys.length === 0) return null;
  return (
    <HStack
      as="section"
      aria-label={intl.formatMessage({ id: "search.chips.label" })}
      gap="2"
      align="center"
      flexWrap="wrap"
      data-testid="filter-chips"
    >
      <Wrap gap="2" as="ul" listStyleType="none">
        {keys.map((key) => {
          const label = chipLabel(intl, filters, key);
          return (
            <li key={key}>
              <Tag.Root
                recipe={tagSlotRecipe}
                size="lg"
                variant="surface"
                colorPalette="ink"
                borderRadius="full"
                data-filter={key}
              >
                <Tag.Label>{label}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    disabled={disabled}
                    aria-label={intl.formatMessage({ id: "search.chips.remove" }, { label })}
                    onClick={() => onRemove(key)}
                  />
                </Tag.EndElement>
              </Tag.Root>
            </li>
          );
        })}
      </Wrap>
      <Button variant="plain" size="sm" color="accent.fg" px="1" onClick={onClearAll} disabled={disabled}>
        {intl.formatMessage({ id: "search.chips.clearAll" })}
      </Button>
    </HStack>
  );
}
