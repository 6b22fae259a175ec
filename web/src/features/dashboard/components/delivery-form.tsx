import { Button, chakra, RadioGroup, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { radioGroupSlotRecipe } from "@chakra-ui/react/theme";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { saveDelivery, type DeliveryChoice } from "../api/dashboard-calls";
import { actionErrorText } from "../api/error-text";
import type { DeliveryAddress, Purchase } from "../api/types";
import { dashboardKeys } from "../hooks/dashboard-queries";

const EMPTY: DeliveryAddress = {
  name: "",
  line1: "",
  line2: "",
  city: "",
  postalCode: "",
  country: "Lietuva",
  phone: "",
};
const REQUIRED = ["name", "line1", "city", "postalCode", "country"] as const;

/** Pickup at Klaipėda port or delivery to an address, changeable until the car ships. */
export function DeliveryForm({ purchase }: { purchase: Purchase }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<"pickup" | "address">(purchase.delivery.method ?? "pickup");
  const [address, setAddress] = useState<DeliveryAddress>({ ...EMPTY, ...(purchase.delivery.address ?? {}) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (choice: DeliveryChoice) => saveDelivery(purchase.id, choice),
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: "dashboard.delivery.saved" }));
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.purchases });
    },
    onError: (error) => {
      if (isApiError(error))
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k.replace(/^address\./, ""), v])));
      toast.error(actionErrorText(intl, error, "dashboard.delivery.failed"));
    },
  });
  const editable = purchase.delivery.editable;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (method === "pickup") return save.mutate({ method: "pickup" });
    const missing = Object.fromEntries(
      REQUIRED.filter((k) => !address[k]?.trim()).map((k) => [
        k,
        intl.formatMessage({ id: "dashboard.delivery.required" }),
      ]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const clean = Object.fromEntries(Object.entries(address).filter(([, v]) => v?.trim())) as DeliveryAddress;
    save.mutate({ method: "address", address: clean });
  }

  const field = (name: keyof DeliveryAddress, label: Parameters<typeof TextField>[0]["label"], required = false) => (
    <TextField
      name={name}
      label={label}
      value={address[name] ?? ""}
      onChange={(e) => setAddress((a) => ({ ...a, [name]: e.target.value }))}
      error={errors[name]}
      required={required}
      disabled={!editable}
    />
  );

  return (
    <chakra.form noValidate onSubmit={submit} data-testid="delivery-form">
      <Stack gap="4">
        <RadioGroup.Root
          recipe={radioGroupSlotRecipe}
          value={method}
          onValueChange={(e) => setMethod(e.value as "pickup" | "address")}
          disabled={!editable}
          aria-label={intl.formatMessage({ id: "dashboard.delivery.title" })}
        >
          <Stack gap="2">
            <RadioGroup.Item value="pickup">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                <FormattedMessage id="dashboard.delivery.pickup" />
              </RadioGroup.ItemText>
            </RadioGroup.Item>
            <RadioGroup.Item value="address">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                <FormattedMessage id="dashboard.delivery.address" />
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          </Stack>
        </RadioGroup.Root>
        {method === "address" ? (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {field("name", "dashboard.delivery.name", true)}
            {field("phone", "dashboard.delivery.phone")}
            {field("line1", "dashboard.delivery.line1", true)}
            {field("line2", "dashboard.delivery.line2")}
            {field("city", "dashboard.delivery.city", true)}
            {field("postalCode", "dashboard.delivery.postalCode", true)}
            {field("country", "dashboard.delivery.country", true)}
          </SimpleGrid>
        ) : null}
        {editable ? (
          <Button type="submit" variant="outline" alignSelf="start" loading={save.isPending}>
            <FormattedMessage id="dashboard.delivery.save" />
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="dashboard.delivery.locked" />
          </Text>
        )}
      </Stack>
    </chakra.form>
  );
}
