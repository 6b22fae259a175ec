import { Button, Center, chakra, Circle, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { LockIcon } from "@/components/ui/icons";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { Logo } from "@/components/ui/logo";
import { PageTitle } from "@/components/ui/page-title";
import { TextField } from "@/components/ui/text-field";

/** /admin/login: where unauthenticated admins are sent (form shell; POST /api/admin/auth/login comes with admin auth). */
export function AdminLoginRoute() {
  return (
    <Center as="main" id="main" minH="100dvh" bg="bg.chrome" px="4" py="10">
      <PageTitle id="admin.login.title" />
      <Stack gap="6" w="full" maxW="sm">
        <HStack justify="space-between" color="fg.onChrome">
          <Logo tone="onDark" />
          <LanguageSwitch tone="onDark" />
        </HStack>
        <Stack layerStyle="card" gap="6" p={{ base: "6", md: "8" }} boxShadow="xl">
          <Stack gap="3" align="start">
            <Circle size="10" bg="ink.900" color="accent.400">
              <LockIcon boxSize="5" />
            </Circle>
            <Heading as="h1" size="lg">
              <FormattedMessage id="admin.login.title" />
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="admin.login.subtitle" />
            </Text>
          </Stack>
          <chakra.form noValidate onSubmit={(event) => event.preventDefault()}>
            <Stack gap="5">
              <TextField name="email" label="auth.fields.email" type="email" autoComplete="username" required />
              <TextField
                name="password"
                label="auth.fields.password"
                type="password"
                autoComplete="current-password"
                required
              />
              <Button type="submit" colorPalette="ink" size="lg">
                <FormattedMessage id="admin.login.submit" />
              </Button>
            </Stack>
          </chakra.form>
        </Stack>
      </Stack>
    </Center>
  );
}
