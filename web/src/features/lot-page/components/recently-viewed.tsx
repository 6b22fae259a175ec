import { AspectRatio, Box, Heading, Image, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { Money } from "@/components/ui/money";
import { CameraIcon } from "../icons";
import { recentLots } from "../recent-lots";

/** Lots this visitor opened in the last 30 minutes (the vehicle cache), newest first; nothing when there are none. */
export function RecentlyViewed({ platform, lotNumber }: { platform: string; lotNumber: string }) {
  // Read once per lot: the list should not reshuffle while the visitor reads this page.
  const [lots] = useState(() => recentLots(window.sessionStorage, { platform, lotNumber }));
  if (lots.length === 0) return null;
  return (
    <Stack gap="4" as="section" aria-labelledby="recently-viewed" data-testid="recently-viewed">
      <Heading as="h2" size="lg" id="recently-viewed">
        <FormattedMessage id="lot.recent.title" />
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="4">
        {lots.map((lot) => {
          const { currentBid, currency } = lot.lotDetails;
          const price =
            typeof currentBid === "number" && currentBid > 0 && typeof currency === "string" ? (
              <Money amount={currentBid} currency={currency} />
            ) : null;
          return (
            <LinkBox
              key={`${lot.platform}-${lot.lotNumber}`}
              layerStyle="card"
              overflow="hidden"
              _hover={{ boxShadow: "md" }}
            >
              <AspectRatio ratio={4 / 3} bg="bg.muted">
                {lot.imageUrls[0] ? (
                  <Image src={lot.imageUrls[0]} alt="" loading="lazy" objectFit="cover" />
                ) : (
                  <Box color="fg.subtle">
                    <CameraIcon boxSize="8" />
                  </Box>
                )}
              </AspectRatio>
              <Stack gap="0.5" p="3">
                <LinkOverlay asChild>
                  <RouterLink to={`/lots/${lot.platform}/${lot.lotNumber}`}>
                    <Text fontSize="sm" fontWeight="semibold" lineClamp={2} htmlTranslate="no">
                      {lot.title || lot.lotNumber}
                    </Text>
                  </RouterLink>
                </LinkOverlay>
                {price ? (
                  <Text fontSize="sm" color="fg.muted">
                    {price}
                  </Text>
                ) : null}
              </Stack>
            </LinkBox>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
