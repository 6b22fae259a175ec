import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useRouteError } from "react-router-dom";
import { Logo } from "@/components/ui/logo";

/**
 * Shown when a route fails to render or its code cannot be loaded (typically a stale tab after a deploy):
 * what happened and a way out, instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center minH="100dvh" px="6" bg="bg.subtle">
      <Stack layerStyle="card" gap="4" p={{ base: "8", md: "10" }} maxW="md" textAlign="center" align="center">
        <Logo />
        <Heading as="h1" size="lg">
          <FormattedMessage id="errors.route.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="errors.route.body" />
        </Text>
        <Button colorPalette="accent" onClick={() => window.location.reload()}>
          <FormattedMessage id="errors.route.reload" />
        </Button>
      </Stack>
    </Center>
  );
}
