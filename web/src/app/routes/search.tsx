import { Box, Container, Grid, Heading, Stack, Text, Wrap } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router-dom";
import { EmptyPanel } from "@/components/ui/empty-panel";
import { SearchIcon } from "@/components/ui/icons";
import { PageTitle } from "@/components/ui/page-title";
import { StatusBadge } from "@/components/ui/status-badge";
import { lotStatuses } from "@/app/theme";
import { SearchBox } from "@/features/search/components/search-box";

/** /search shell: the search form and the status legend; results, filters and paging come with the search feature. */
export function SearchRoute() {
  const [params] = useSearchParams();
  // What the visitor searched for, shown back in the box: the lot/VIN, or the make, model and words.
  const keyword =
    params.get("vinlot") ??
    [params.get("makeName"), params.get("modelName"), params.get("keyword")].filter(Boolean).join(" ");
  return (
    <>
      <PageTitle id="search.page.title" />
      <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border">
        <Container maxW="7xl" py={{ base: "8", md: "12" }}>
          <Stack gap="5" maxW="3xl">
            <Stack gap="2">
              <Heading as="h1" fontSize={{ base: "2xl", md: "4xl" }}>
                <FormattedMessage id="search.page.title" />
              </Heading>
              <Text color="fg.muted">
                <FormattedMessage id="search.page.lead" />
              </Text>
            </Stack>
            {/* key: a new search from the header or hero resets the box to it */}
            <SearchBox key={keyword} defaultValue={keyword} variant="mobile" />
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        <Grid templateColumns={{ base: "1fr", lg: "18rem 1fr" }} gap={{ base: "6", lg: "8" }} alignItems="start">
          <Stack layerStyle="card" gap="3" p="5" order={{ base: 2, lg: 1 }}>
            <Heading as="h2" size="sm">
              <FormattedMessage id="search.page.statusTitle" />
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="search.page.statusBody" />
            </Text>
            <Wrap gap="2">
              {lotStatuses.map((status) => (
                <StatusBadge key={status} status={status} />
              ))}
            </Wrap>
          </Stack>
          <Box order={{ base: 1, lg: 2 }}>
            <EmptyPanel icon={SearchIcon} title="search.page.emptyTitle" body="search.page.emptyBody" />
          </Box>
        </Grid>
      </Container>
    </>
  );
}
