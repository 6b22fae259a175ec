import { Button, Circle, Heading, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import type { AppIcon } from "@/components/ui/icons";
import type { MessageId } from "@/i18n/message-ids";

export interface EmptyPanelProps {
  icon: AppIcon;
  title: MessageId;
  body: MessageId;
  action?: { to: string; label: MessageId };
}

/** Empty state: a helpful sentence and a next step (docs/product/screens.md#loading-empty-and-confirming). */
export function EmptyPanel({ icon: Icon, title, body, action }: EmptyPanelProps) {
  return (
    <Stack
      layerStyle="card"
      align="center"
      textAlign="center"
      gap="3"
      px={{ base: "6", md: "10" }}
      py={{ base: "10", md: "14" }}
    >
      <Circle size="12" bg="accent.subtle" color="accent.fg">
        <Icon boxSize="6" />
      </Circle>
      <Heading as="h2" size="md">
        <FormattedMessage id={title} />
      </Heading>
      <Text color="fg.muted" maxW="md">
        <FormattedMessage id={body} />
      </Text>
      {action ? (
        <Button asChild colorPalette="accent" mt="2">
          <RouterLink to={action.to}>
            <FormattedMessage id={action.label} />
          </RouterLink>
        </Button>
      ) : null}
    </Stack>
  );
}
