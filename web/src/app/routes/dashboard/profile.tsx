import { Button, chakra, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { TextField } from "@/components/ui/text-field";
import { currentUserAtom, useAtomValue } from "@/lib/store";

// Form shell: saving (PUT /api/auth/update-profile) comes with the profile feature.
export function ProfileRoute() {
  const user = useAtomValue(currentUserAtom);
  return (
    <Stack layerStyle="card" gap="6" p={{ base: "5", md: "8" }} maxW="3xl">
      <Text color="fg.muted">
        <FormattedMessage id="dashboard.profile.subtitle" />
      </Text>
      <chakra.form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <TextField
              name="name"
              label="auth.fields.name"
              autoComplete="given-name"
              defaultValue={user?.name}
              required
            />
            <TextField
              name="surname"
              label="auth.fields.surname"
              autoComplete="family-name"
              defaultValue={user?.surname}
              required
            />
          </SimpleGrid>
          <TextField
            name="email"
            label="auth.fields.email"
            type="email"
            autoComplete="email"
            defaultValue={user?.email}
            required
          />
          <TextField
            name="phone"
            label="auth.fields.phone"
            type="tel"
            autoComplete="tel"
            defaultValue={user?.phone ?? undefined}
          />
          <Button type="submit" colorPalette="accent" alignSelf="start">
            <FormattedMessage id="dashboard.profile.save" />
          </Button>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
