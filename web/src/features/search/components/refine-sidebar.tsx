import { Button, chakra, Field, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids";
import {
  AIRBAG_OPTIONS,
  COLOUR_OPTIONS,
  CYLINDER_OPTIONS,
  DRIVE_OPTIONS,
  FUEL_OPTIONS,
  ODOMETER_MAX_HINT,
  SIDEBAR_KEYS,
  TITLE_OPTIONS,
  TRANSMISSION_OPTIONS,
  type SearchAction,
  type SearchFilters,
} from "../search-params";
import type { OptionCounts } from "../api/option-counts";
import { FieldGroup, SelectField } from "./form-fields";
import { valueLabelId } from "./value-labels";

type SidebarFields = Pick<SearchFilters, (typeof SIDEBAR_KEYS)[number]>;
type DateChoice = "" | "today" | "tomorrow" | "pick";

const digitsOnly = (v: string) => v.replace(/\D/g, "").slice(0, 7);

/**
 * The sidebar refinements (docs/product/search.md#filters): odometer in miles, cylinders, transmission, fuel, airbags,
 * title, the 14 colours, drive train and auction date (today, tomorrow or a picked day). Apply filters applies them
 * together; Clear sidebar filters drops just these. Beside each airbag and title option, how many lots it finds with the
 * other applied filters (`counts`, none while unknown); an option finding none stays selectable, since the counts
 * follow the applied filters and not the sidebar's unapplied changes.
 */
export function RefineSidebar({
  filters,
  onSearch,
  waitSeconds,
  counts = null,
}: {
  filters: SearchFilters;
  onSearch: (filters: SearchFilters, action: SearchAction) => void;
  waitSeconds: number | null;
  counts?: OptionCounts | null;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [draft, setDraft] = useState<SidebarFields>(filters);
  const [odometerError, setOdometerError] = useState(false);
  const initialChoice: DateChoice =
    filters.auctionDate === "today" || filters.auctionDate === "tomorrow"
      ? filters.auctionDate
      : filters.auctionDate
        ? "pick"
        : "";
  const [dateChoice, setDateChoice] = useState<DateChoice>(initialChoice);
  const set = (patch: Partial<SidebarFields>) => setDraft((d) => ({ ...d, ...patch }));
  const waiting = waitSeconds !== null;
  const options = <T extends string | number>(values: readonly T[], group: Parameters<typeof valueLabelId>[0]) =>
    values.map((v) => ({ value: String(v), label: t(valueLabelId(group, String(v))) }));
  const counted = (values: readonly string[], group: keyof OptionCounts) =>
    options(values, group).map((o) => {
      const count = (counts?.[group] as Record<string, number> | undefined)?.[o.value];
      return count === undefined
        ? o
        : { ...o, label: intl.formatMessage({ id: "search.sidebar.optionCount" }, { label: o.label, count }) };
    });

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { odometerMin, odometerMax } = draft;
    if (odometerMin !== undefined && odometerMax !== undefined && odometerMin > odometerMax) {
      setOdometerError(true);
      return;
    }
    const auctionDate = dateChoice === "pick" ? draft.auctionDate : dateChoice || undefined;
    onSearch({ ...filters, ...draft, auctionDate }, "filter");
  }

  const clear = () => {
    const cleared = { ...filters };
    for (const key of SIDEBAR_KEYS) cleared[key] = undefined;
    onSearch(cleared, "clear-sidebar");
  };

  return (
    <chakra.form onSubmit={apply} noValidate aria-labelledby="refine-title" data-testid="refine-sidebar">
      <Stack gap="4">
        <Heading as="h2" size="sm" id="refine-title">
          <FormattedMessage id="search.sidebar.title" />
        </Heading>
        <FieldGroup label="search.sidebar.odometer">
          <HStack gap="2" w="full" align="start">
            <Input
              name="odometerMin"
              size="sm"
              bg="bg"
              inputMode="numeric"
              aria-label={t("search.sidebar.odometerMinLabel")}
              placeholder={t("search.sidebar.odometerMin")}
              value={draft.odometerMin ?? ""}
              onChange={(e) => {
                const v = digitsOnly(e.currentTarget.value);
                set({ odometerMin: v ? Number(v) : undefined });
                setOdometerError(false);
              }}
            />
            <Input
              name="odometerMax"
              size="sm"
              bg="bg"
              inputMode="numeric"
              aria-label={t("search.sidebar.odometerMaxLabel")}
              placeholder={intl.formatMessage(
                { id: "search.sidebar.odometerMaxPlaceholder" },
                { max: intl.formatNumber(ODOMETER_MAX_HINT) },
              )}
              value={draft.odometerMax ?? ""}
              onChange={(e) => {
                const v = digitsOnly(e.currentTarget.value);
                set({ odometerMax: v ? Number(v) : undefined });
                setOdometerError(false);
              }}
            />
          </HStack>
          {odometerError ? (
            <Text role="alert" fontSize="sm" color="fg.error">
              <FormattedMessage id="search.sidebar.odometerInvalid" />
            </Text>
          ) : null}
        </FieldGroup>
        <SelectField
          label="search.sidebar.cylinders"
          name="cylinders"
          value={draft.cylinders ? String(draft.cylinders) : ""}
          anyLabel={t("search.sidebar.any")}
          options={CYLINDER_OPTIONS.map((c) => ({ value: String(c), label: intl.formatNumber(c) }))}
          onChange={(v) => set({ cylinders: v ? Number(v) : undefined })}
        />
        <SelectField
          label="search.sidebar.transmission"
          name="transmission"
          value={draft.transmission ?? ""}
          anyLabel={t("search.sidebar.any")}
          options={options(TRANSMISSION_OPTIONS, "transmission")}
          onChange={(v) => set({ transmission: (v || undefined) as SidebarFields["transmission"] })}
        />
        <SelectField
          label="search.sidebar.fuelType"
          name="fuelType"
          value={draft.fuelType ?? ""}
          anyLabel={t("search.sidebar.any")}
          options={options(FUEL_OPTIONS, "fuelType")}
          onChange={(v) => set({ fuelType: (v || undefined) as SidebarFields["fuelType"] })}
        />
        <SelectField
          label="search.sidebar.airbags"
          name="airbags"
          value={draft.airbags ?? ""}
          anyLabel={t("search.sidebar.any")}
          options={counted(AIRBAG_OPTIONS, "airbags")}
          onChange={(v) => set({ airbags: (v || undefined) as SidebarFields["airbags"] })}
        />
        <SelectField
          label="search.sidebar.title.label"
          name="title"
          value={draft.title ?? ""}
          anyLabel={t("search.sidebar.any")}
          options={counted(TITLE_OPTIONS, "title")}
          onChange={(v) => set({ title: (v || undefined) as SidebarFields["title"] })}
        />
        <SelectField
          label="search.sidebar.color"
          name="color"
          value={draft.color ?? ""}
          anyLabel={t("search.sidebar.any")}
          options={options(COLOUR_OPTIONS, "color")}
          onChange={(v) => set({ color: (v || undefined) as SidebarFields["color"] })}
        />
        <SelectField
          label="search.sidebar.driveTrain"
          name="driveTrain"
          value={draft.driveTrain ?? ""}
          anyLabel={t("search.sidebar.any")}
          options={options(DRIVE_OPTIONS, "driveTrain")}
          onChange={(v) => set({ driveTrain: (v || undefined) as SidebarFields["driveTrain"] })}
        />
        <SelectField
          label="search.sidebar.auctionDate"
          name="auctionDateChoice"
          value={dateChoice}
          anyLabel={t("search.sidebar.any")}
          options={(["today", "tomorrow", "pick"] as const).map((c) => ({
            value: c,
            label: t(`search.sidebar.auctionDate.${c}`),
          }))}
          onChange={(v) => setDateChoice(v as DateChoice)}
        />
        {dateChoice === "pick" ? (
          <Field.Root>
            <Field.Label fontSize="sm">
              <FormattedMessage id="search.sidebar.auctionDate.day" />
            </Field.Label>
            <Input
              name="auctionDate"
              type="date"
              size="sm"
              bg="bg"
              value={draft.auctionDate && /^\d/.test(draft.auctionDate) ? draft.auctionDate : ""}
              onChange={(e) => set({ auctionDate: e.currentTarget.value || undefined })}
            />
          </Field.Root>
        ) : null}
        <Stack gap="2" pt="1">
          <Button type="submit" colorPalette="accent" size="sm" disabled={waiting}>
            {waiting ? (
              <FormattedMessage id="search.cooldown.wait" values={{ seconds: waitSeconds }} />
            ) : (
              <FormattedMessage id="search.sidebar.apply" />
            )}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={clear} disabled={waiting}>
            <FormattedMessage id="search.sidebar.clear" />
          </Button>
        </Stack>
      </Stack>
    </chakra.form>
  );
}
