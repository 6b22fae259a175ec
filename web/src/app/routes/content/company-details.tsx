import { Box, Link, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { CompanyContact } from "@/features/settings/footer-contact";
import { useCompanyContact } from "@/features/settings/hooks/use-company-contact";

/**
 * The ICU values of a legal text: {company}, the legal name from the footer settings (what admins set) or else the
 * brand, so the terms never invent a company; and {operator} "brand" when no separate legal name is set.
 */
export function useCompanyValues(): { company: string; operator: "brand" | "company" } {
  const brand = useIntl().formatMessage({ id: "app.brand.name" });
  const company = companyNameOf(useCompanyContact(), brand);
  return { company, operator: company === brand ? "brand" : "company" };
}

function companyNameOf(contact: CompanyContact, brand: string): string {
  return contact.companyName ?? brand;
}

/** The company's identity as the footer settings give it: name, registration lines, address and e-mail. */
export function CompanyDetails() {
  const contact = useCompanyContact();
  const name = companyNameOf(contact, useIntl().formatMessage({ id: "app.brand.name" }));
  return (
    <Stack
      as="address"
      fontStyle="normal"
      gap="1"
      p={{ base: "4", md: "5" }}
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      bg="bg.subtle"
      data-testid="company-details"
    >
      <Text textStyle="eyebrow" color="fg.subtle" mb="1">
        <FormattedMessage id="content.company.title" />
      </Text>
      <Text fontWeight="semibold">{name}</Text>
      {contact.companyReference.map((line) => (
        <Text key={line} color="fg.muted" fontSize="sm">
          {line}
        </Text>
      ))}
      <Box color="fg.muted" fontSize="sm" htmlTranslate="no">
        {contact.addressLines.map((line) => (
          <Box as="span" display="block" key={line}>
            {line}
          </Box>
        ))}
      </Box>
      <Link href={`mailto:${contact.email}`} color="accent.fg" textDecoration="underline" fontSize="sm" w="fit-content">
        {contact.email}
      </Link>
    </Stack>
  );
}
