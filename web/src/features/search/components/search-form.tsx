import { Box, Button, Checkbox, chakra, Field, Grid, Input, Stack } from "@chakra-ui/react";
import { useId, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { providerWords, termText } from "@/features/lots/lot-format";
import type { MessageId } from "@/i18n/message-ids";
import { useDamageTypes, useVehicleMakes, useYards } from "../api/reference-options";
import { lotVinTarget } from "@app/shared/search/lot-vin";
import { PLATFORM_OPTIONS, VEHICLE_TYPE_OPTIONS, type SearchAction, type SearchFilters } from "../search-params";
import { SelectField, type SelectOption } from "./form-fields";

/** Brand names read the same in every language; the rest are translated. */
const PLATFORM_LABELS: Record<(typeof PLATFORM_OPTIONS)[number], string | MessageId> = {
  copart: "Copart",
  iaai: "IAAI",
  both: "search.form.platform.both",
  europe: "search.form.platform.europe",
};

const FIRST_YEAR = 1950;

function yearOptions(): SelectOption[] {
  const last = new Date().getFullYear() + 1;
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => String(last - i)).map((y) => ({ value: y, label: y }));
}

/** The main form fields (docs/product/search.md#filters) that Search applies. */
type MainFields = Pick<
  SearchFilters,
  | "platform"
  | "vehicleType"
  | "make"
  | "makeName"
  | "model"
  | "modelName"
  | "yearFrom"
  | "yearTo"
  | "vinlot"
  | "keyword"
  | "damageType"
  | "location"
  | "showEndedAuctions"
>;

export interface SearchFormProps {
  filters: SearchFilters;
  onSearch: (filters: SearchFilters, action: SearchAction) => void;
  /** Seconds left of a cooldown: the buttons wait and say so. */
  waitSeconds: number | null;
  /** "wide" lays the fields out in a row of columns above the results; "narrow" stacks them (the drawer). */
  layout: "wide" | "narrow";
}

/**
 * The search form: platform, vehicle type, make and model from the platform's reference lists, years, lot or VIN,
 * keyword, damage, location, show ended auctions and buy-it-now only. Search applies the fields together; the
 * buy-it-now switch applies at once (it has its own cooldown, 'Buy Now on cooldown').
 */
export function SearchForm({ filters, onSearch, waitSeconds, layout }: SearchFormProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const [draft, setDraft] = useState<MainFields>(filters);
  const [lotVinError, setLotVinError] = useState(false);
  const makes = useVehicleMakes(draft.platform, draft.vehicleType);
  const damageTypes = useDamageTypes(draft.platform);
  const yards = useYards(draft.platform);
  const yardListId = useId();
  const years = useMemo(() => yearOptions(), []);
  const set = (patch: Partial<MainFields>) => setDraft((d) => ({ ...d, ...patch }));

  const makeOptions = makes.map((m) => ({ value: m.code, label: m.description }));
  // A make or model the URL names but the list lacks (e.g. from the header's phrase search) stays selectable.
  if (draft.make && !makeOptions.some((o) => o.value === draft.make))
    makeOptions.unshift({ value: draft.make, label: draft.makeName ?? draft.make });
  const models = makes.find((m) => m.code === draft.make)?.models ?? [];
  const modelOptions = models.map((m) => ({ value: m.code, label: m.description }));
  if (draft.model && !modelOptions.some((o) => o.value === draft.model))
    modelOptions.unshift({ value: draft.model, label: draft.modelName ?? draft.model });
  const damageOptions = damageTypes.map((d) => ({
    value: d.description,
    label: termText(intl, "damage", d.description) ?? d.label,
  }));
  if (draft.damageType && !damageOptions.some((o) => o.value === draft.damageType))
    damageOptions.unshift({ value: draft.damageType, label: providerWords(intl, "damage", draft.damageType) ?? "" });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const lotVin = draft.vinlot?.trim().toUpperCase();
    if (lotVin && !lotVinTarget(lotVin)) {
      setLotVinError(true);
      return;
    }
    onSearch({ ...filters, ...draft, vinlot: lotVin || undefined }, "search");
  }

  const wide = layout === "wide";
  const field = (children: ReactNode, span = 1) => (
    <Box gridColumn={wide ? { lg: `span ${span}` } : undefined}>{children}</Box>
  );
  const waiting = waitSeconds !== null;

  return (
    <chakra.form onSubmit={submit} noValidate aria-label={t("search.form.title")} data-testid="search-form">
      <Stack gap="4">
        <Grid
          templateColumns={
            wide ? { base: "1fr", md: "repeat(3, minmax(0, 1fr))", lg: "repeat(6, minmax(0, 1fr))" } : "1fr"
          }
          gap="3"
        >
          {field(
            <Field.Root invalid={lotVinError}>
              <Field.Label fontSize="sm">
                <FormattedMessage id="search.form.lotVin" />
              </Field.Label>
              <Input
                name="vinlot"
                size="sm"
                bg="bg"
                value={draft.vinlot ?? ""}
                maxLength={17}
                autoComplete="off"
                placeholder={t("search.form.lotVinPlaceholder")}
                onChange={(e) => {
                  set({ vinlot: e.currentTarget.value });
                  setLotVinError(false);
                }}
              />
              {lotVinError ? (
                <Field.ErrorText>
                  <FormattedMessage id="search.form.lotVinInvalid" />
                </Field.ErrorText>
              ) : null}
            </Field.Root>,
            2,
          )}
          {field(
            <Field.Root>
              <Field.Label fontSize="sm">
                <FormattedMessage id="search.form.keyword" />
              </Field.Label>
              <Input
                name="keyword"
                type="search"
                size="sm"
                bg="bg"
                value={draft.keyword ?? ""}
                maxLength={200}
                autoComplete="off"
                placeholder={t("search.form.keywordPlaceholder")}
                onChange={(e) => set({ keyword: e.currentTarget.value })}
              />
            </Field.Root>,
            2,
          )}
          {field(
            <SelectField
              label="search.form.platform"
              name="platform"
              value={draft.platform ?? ""}
              anyLabel={t("search.form.platformAll")}
              options={PLATFORM_OPTIONS.map((p) => ({
                value: p,
                label: PLATFORM_LABELS[p] in intl.messages ? t(PLATFORM_LABELS[p] as MessageId) : PLATFORM_LABELS[p],
              }))}
              // Each platform has its own make, model, damage and yard lists.
              onChange={(v) =>
                set({
                  platform: (v || undefined) as MainFields["platform"],
                  make: undefined,
                  makeName: undefined,
                  model: undefined,
                  modelName: undefined,
                  damageType: undefined,
                })
              }
            />,
          )}
          {field(
            <SelectField
              label="search.form.vehicleType"
              name="vehicleType"
              value={draft.vehicleType ?? ""}
              anyLabel={t("search.form.vehicleTypeAll")}
              options={VEHICLE_TYPE_OPTIONS.map((v) => ({
                value: v,
                label: t(`search.form.vehicleType.${v}` as MessageId),
              }))}
              onChange={(v) =>
                set({
                  vehicleType: (v || undefined) as MainFields["vehicleType"],
                  make: undefined,
                  makeName: undefined,
                  model: undefined,
                  modelName: undefined,
                })
              }
            />,
          )}
          {field(
            <SelectField
              label="search.form.make"
              name="make"
              value={draft.make ?? ""}
              anyLabel={t("search.form.makeAll")}
              options={makeOptions}
              onChange={(v) =>
                set({
                  make: v || undefined,
                  makeName: makeOptions.find((o) => o.value === v)?.label,
                  model: undefined,
                  modelName: undefined,
                })
              }
            />,
          )}
          {field(
            <SelectField
              label="search.form.model"
              name="model"
              value={draft.model ?? ""}
              anyLabel={t("search.form.modelAll")}
              options={modelOptions}
              disabled={!draft.make}
              onChange={(v) =>
                set({ model: v || undefined, modelName: modelOptions.find((o) => o.value === v)?.label })
              }
            />,
          )}
          {field(
            <SelectField
              label="search.form.yearFrom"
              name="yearFrom"
              value={draft.yearFrom ? String(draft.yearFrom) : ""}
              anyLabel={t("search.form.yearAny")}
              options={years.filter((y) => !draft.yearTo || Number(y.value) <= draft.yearTo)}
              onChange={(v) => set({ yearFrom: v ? Number(v) : undefined })}
            />,
          )}
          {field(
            <SelectField
              label="search.form.yearTo"
              name="yearTo"
              value={draft.yearTo ? String(draft.yearTo) : ""}
              anyLabel={t("search.form.yearAny")}
              options={years.filter((y) => !draft.yearFrom || Number(y.value) >= draft.yearFrom)}
              onChange={(v) => set({ yearTo: v ? Number(v) : undefined })}
            />,
          )}
          {field(
            <SelectField
              label="search.form.damage"
              name="damageType"
              value={draft.damageType ?? ""}
              anyLabel={t("search.form.damageAll")}
              options={damageOptions}
              onChange={(v) => set({ damageType: v || undefined })}
            />,
          )}
          {field(
            <Field.Root>
              <Field.Label fontSize="sm">
                <FormattedMessage id="search.form.location" />
              </Field.Label>
              <Input
                name="location"
                size="sm"
                bg="bg"
                list={yardListId}
                value={draft.location ?? ""}
                maxLength={120}
                autoComplete="off"
                placeholder={t("search.form.locationPlaceholder")}
                onChange={(e) => set({ location: e.currentTarget.value })}
              />
              <datalist id={yardListId}>
                {yards.map((y) => (
                  <option key={y.key} value={y.value}>
                    {y.label}
                  </option>
                ))}
              </datalist>
            </Field.Root>,
          )}
        </Grid>
        <Stack
          direction={wide ? { base: "column", md: "row" } : "column"}
          gap="4"
          justify="space-between"
          align={wide ? { base: "stretch", md: "center" } : "stretch"}
        >
          <Stack direction={wide ? { base: "column", sm: "row" } : "column"} gap={wide ? { base: "2", sm: "6" } : "2"}>
            <Checkbox.Root
              size="sm"
              colorPalette="accent"
              checked={Boolean(draft.showEndedAuctions)}
              onCheckedChange={(d) => set({ showEndedAuctions: d.checked === true })}
            >
              <Checkbox.HiddenInput name="showEndedAuctions" />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">
                <FormattedMessage id="search.form.showEnded" />
              </Checkbox.Label>
            </Checkbox.Root>
            <Checkbox.Root
              size="sm"
              colorPalette="accent"
              checked={Boolean(filters.showBuyNow)}
              disabled={waiting}
              onCheckedChange={(d) => onSearch({ ...filters, showBuyNow: d.checked === true }, "buy-now")}
            >
              <Checkbox.HiddenInput name="showBuyNow" />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">
                <FormattedMessage id="search.form.buyNowOnly" />
              </Checkbox.Label>
            </Checkbox.Root>
          </Stack>
          <Button type="submit" colorPalette="accent" size="md" minW={{ md: "10rem" }} disabled={waiting}>
            {waiting ? (
              <FormattedMessage id="search.cooldown.wait" values={{ seconds: waitSeconds }} />
            ) : (
              <FormattedMessage id="search.form.submit" />
            )}
          </Button>
        </Stack>
      </Stack>
    </chakra.form>
  );
}
