import { Badge, Box, Circle, Stack, Text } from "@chakra-ui/react";
import { FormattedDate, FormattedMessage } from "react-intl";
import { CheckIcon } from "@/components/ui/icons";
import type { MessageId } from "@/i18n/message-ids";
import type { Purchase, PurchaseStep } from "../api/types";

export const STEP_LABELS: Record<PurchaseStep, MessageId> = {
  won: "dashboard.timeline.won",
  paid: "dashboard.timeline.paid",
  picked_up: "dashboard.timeline.pickedUp",
  at_port: "dashboard.timeline.atPort",
  shipped: "dashboard.timeline.shipped",
  arrived: "dashboard.timeline.arrived",
  customs_cleared: "dashboard.timeline.customsCleared",
  delivered: "dashboard.timeline.delivered",
};

/** Where the purchase stands: its own step, never the auction's badge. */
export function PurchaseStatusBadge({ status }: { status: PurchaseStep }) {
  const palette = status === "won" ? "orange" : status === "delivered" ? "green" : "blue";
  return (
    <Badge colorPalette={palette} variant="subtle" data-testid="purchase-status" data-status={status}>
      <FormattedMessage id={STEP_LABELS[status]} />
    </Badge>
  );
}

/** won -> paid -> picked up -> at port -> shipped -> arrived -> customs cleared -> delivered, each with its date or ETA. */
export function PurchaseTimeline({ timeline }: { timeline: Purchase["timeline"] }) {
  return (
    <Stack as="ol" gap="0" listStyleType="none" data-testid="purchase-timeline">
      {timeline.map((step, i) => {
        const last = i === timeline.length - 1;
        return (
          <Box as="li" key={step.status} display="flex" gap="3" data-done={step.done} data-step={step.status}>
            <Stack align="center" gap="0">
              <Circle
                size="6"
                bg={step.done ? "accent.solid" : "bg"}
                color={step.done ? "accent.contrast" : "fg.subtle"}
                borderWidth={step.done ? 0 : "2px"}
                borderColor="border.emphasized"
              >
                {step.done ? <CheckIcon boxSize="3.5" /> : null}
              </Circle>
              {!last ? <Box w="2px" flex="1" minH="4" bg={step.done ? "accent.solid" : "border.muted"} /> : null}
            </Stack>
            <Stack gap="0" pb={last ? 0 : "3"}>
              <Text fontWeight={step.done ? "semibold" : "medium"} color={step.done ? "fg" : "fg.muted"} fontSize="sm">
                <FormattedMessage id={STEP_LABELS[step.status]} />
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {step.at ? (
                  <FormattedDate value={step.at} dateStyle="medium" />
                ) : step.eta ? (
                  <FormattedMessage
                    id="dashboard.timeline.eta"
                    values={{ date: <FormattedDate value={step.eta} dateStyle="medium" /> }}
                  />
                ) : null}
                {step.note ? ` · ${step.note}` : null}
              </Text>
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
