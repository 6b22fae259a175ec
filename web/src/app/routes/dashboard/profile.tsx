import { Stack } from "@chakra-ui/react";
import { PasswordForm } from "@/features/dashboard/profile/password-form";
import { ProfileForm } from "@/features/dashboard/profile/profile-form";
import { currentUserAtom, useAtomValue } from "@/lib/store";

/** Profile settings: contact details and language, then the password. */
export function ProfileRoute() {
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  return (
    <Stack gap="6" maxW="3xl">
      <ProfileForm user={user} />
      <PasswordForm />
    </Stack>
  );
}
