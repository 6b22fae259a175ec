// The calculator's assumptions: what is bought (platform, price, bid type, title, vehicle type, fuel), how it comes
// to Lithuania (the yard and its port, or the European country, and the pickup size surcharge) and who buys it.
import {
  Box,
  Checkbox,
  Field,
  Fieldset,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from "@chakra-ui/react";
import { fieldsetSlotRecipe } from "@chakra-ui/react/theme";
import type { ReactNode } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { MAX_AUCTION_AMOUNT } from "@app/shared/money/amounts";
import type { MessageId } from "@/i18n/message-ids";
import type { CalculatorOptions, CalculatorYard } from "../api/get-calculator-options";
import {
  CALC_BID_TYPES,
  CALC_BUYER_TYPES,
  CALC_FUELS,
  CALC_PLATFORMS,
  CALC_TITLE_GROUPS,
  CALC_VAT_SCHEMES,
  CALC_VEHICLE_TYPES,
  priceTooHigh,
  type CalculatorState,
} from "../calculator-state";

interface SelectFieldProps {
  name: string;
  label: MessageId;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

function SelectField({ name, label, value, onChange, children, hint, disabled }: SelectFieldProps) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>
        <FormattedMessage id={label} />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)} bg="bg">
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}

/** Options from a list of codes, each labelled by `<prefix>.<code>` (codes with a dash or underscore camel-cased). */
function useCodeOptions() {
  const intl = useIntl();
  return (prefix: string, codes: readonly string[]) =>
    codes.map((code) => {
      const key = code.replace(/[-_]([a-z])/g, (_, c: string) => c.toUpperCase());
      return (
        <option key={code} value={code}>
          {intl.formatMessage({ id: `${prefix}.${key}` as MessageId })}
        </option>
      );
    });
}

export interface CalculatorFormProps {
  state: CalculatorState;
  onChange: (patch: Partial<CalculatorState>) => void;
  options: CalculatorOptions | undefined;
  /** The yard the figures use (the chosen one, or the first of the platform's list). */
  yard: CalculatorYard | undefined;
}

export function CalculatorForm({ state, onChange, options, yard }: CalculatorFormProps) {
  const intl = useIntl();
  const codeOptions = useCodeOptions();
  const us = state.platform !== "europe";
  const yards = (options?.yards ?? []).filter((y) => y.platform === state.platform);
  const countryName = new Intl.DisplayNames([intl.locale], { type: "region" });
  const countries = [...(options?.countries ?? [])].sort((a, b) =>
    (countryName.of(a) ?? a).localeCompare(countryName.of(b) ?? b, intl.locale),
  );

  return (
    <Stack gap="6" as="form" onSubmit={(e) => e.preventDefault()} data-testid="calculator-form">
      <Fieldset.Root recipe={fieldsetSlotRecipe}>
        <Fieldset.Legend fontWeight="semibold" mb="3">
          <FormattedMessage id="calculator.form.vehicle" />
        </Fieldset.Legend>
        <Stack gap="4">
          <SelectField
            name="platform"
            label="calculator.form.platform"
            value={state.platform}
            onChange={(v) => onChange({ platform: v as CalculatorState["platform"], yard: "" })}
          >
            {codeOptions("calculator.platform", CALC_PLATFORMS)}
          </SelectField>
          <Field.Root invalid={priceTooHigh(state.price)}>
            <Field.Label>
              <FormattedMessage id="calculator.form.price" values={{ currency: us ? "USD" : "EUR" }} />
            </Field.Label>
            <InputGroup startElement={us ? "$" : "€"}>
              <Input
                name="price"
                inputMode="numeric"
                value={state.price}
                onChange={(e) => onChange({ price: e.target.value.replace(/[^0-9]/g, "").slice(0, 8) })}
                textStyle="numeric"
                bg="bg"
              />
            </InputGroup>
            <Field.ErrorText>
              <FormattedMessage
                id="calculator.form.priceTooHigh"
                values={{ max: intl.formatNumber(MAX_AUCTION_AMOUNT) }}
              />
            </Field.ErrorText>
          </Field.Root>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 1 }} gap="4">
            {us ? (
              <SelectField
                name="bidType"
                label="calculator.form.bidType"
                value={state.bidType}
                onChange={(v) => onChange({ bidType: v as CalculatorState["bidType"] })}
              >
                {codeOptions("calculator.bidType", CALC_BID_TYPES)}
              </SelectField>
            ) : (
              <SelectField
                name="vatScheme"
                label="calculator.form.vatScheme"
                value={state.vatScheme}
                onChange={(v) => onChange({ vatScheme: v as CalculatorState["vatScheme"] })}
              >
                {codeOptions("lot.value.vatScheme", CALC_VAT_SCHEMES)}
              </SelectField>
            )}
            {us ? (
              <SelectField
                name="titleGroup"
                label="calculator.form.titleGroup"
                value={state.titleGroup}
                onChange={(v) => onChange({ titleGroup: v as CalculatorState["titleGroup"] })}
              >
                {codeOptions("calculator.titleGroup", CALC_TITLE_GROUPS)}
              </SelectField>
            ) : null}
            <SelectField
              name="vehicleType"
              label="calculator.form.vehicleType"
              value={state.vehicleType}
              onChange={(v) => onChange({ vehicleType: v as CalculatorState["vehicleType"] })}
            >
              {codeOptions("lot.value.vehicleType", CALC_VEHICLE_TYPES)}
            </SelectField>
            <SelectField
              name="fuel"
              label="calculator.form.fuel"
              value={state.fuel}
              onChange={(v) => onChange({ fuel: v as CalculatorState["fuel"] })}
            >
              {codeOptions("lot.value.fuel", CALC_FUELS)}
            </SelectField>
          </SimpleGrid>
        </Stack>
      </Fieldset.Root>

      <Fieldset.Root recipe={fieldsetSlotRecipe}>
        <Fieldset.Legend fontWeight="semibold" mb="3">
          <FormattedMessage id="calculator.form.delivery" />
        </Fieldset.Legend>
        <Stack gap="4">
          {us ? (
            <>
              <SelectField
                name="yard"
                label="calculator.form.yard"
                value={yard?.yard ?? ""}
                onChange={(v) => onChange({ yard: v })}
                disabled={yards.length === 0}
                hint={
                  yard ? (
                    <FormattedMessage
                      id="calculator.form.route"
                      values={{
                        port: intl.formatMessage({ id: `calculator.port.${portKey(yard.port)}` as MessageId }),
                      }}
                    />
                  ) : undefined
                }
              >
                {yards.map((y) => (
                  <option key={y.yard} value={y.yard} translate="no">
                    {y.city ? `${y.yard} (${y.city})` : y.yard}
                  </option>
                ))}
              </SelectField>
              <Checkbox.Root
                checked={state.pickup}
                onCheckedChange={(e) => onChange({ pickup: e.checked === true })}
                name="pickup"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <FormattedMessage id="calculator.form.pickup" />
                </Checkbox.Label>
              </Checkbox.Root>
            </>
          ) : (
            <SelectField
              name="country"
              label="calculator.form.country"
              value={state.country}
              onChange={(v) => onChange({ country: v })}
              hint={<FormattedMessage id="calculator.form.truckRoute" />}
            >
              {countries.map((c) => (
                <option key={c} value={c}>
                  {countryName.of(c) ?? c}
                </option>
              ))}
            </SelectField>
          )}
        </Stack>
      </Fieldset.Root>

      <Box>
        <SelectField
          name="buyerType"
          label="calculator.form.buyerType"
          value={state.buyerType}
          onChange={(v) => onChange({ buyerType: v as CalculatorState["buyerType"] })}
        >
          {codeOptions("calculator.buyerType", CALC_BUYER_TYPES)}
        </SelectField>
        {options ? (
          <Text fontSize="xs" color="fg.subtle" mt="3">
            <FormattedMessage
              id="calculator.form.tablesAsOf"
              values={{
                yards: <FormattedDate value={options.yardsAsOf} dateStyle="medium" timeZone="UTC" />,
                countries: <FormattedDate value={options.countriesAsOf} dateStyle="medium" timeZone="UTC" />,
              }}
            />
          </Text>
        ) : null}
      </Box>
    </Stack>
  );
}

function portKey(port: CalculatorYard["port"]): string {
  return port.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}
