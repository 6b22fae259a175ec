import { AspectRatio, Box, Center, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { CarIcon } from "./car-icon";

/**
 * A lot's main photo at 4:3, cropped to fill (docs/product/screens.md#lot-photos): loaded only when it nears the screen
 * (at once, ahead of other images, when it is in the first screen), a neutral skeleton until it arrives, and a calm
 * placeholder when the lot has none or it fails to load.
 */
export function LotPhoto({
  src,
  alt,
  rounded = "0",
  priority = false,
}: {
  src: string | null;
  alt: string;
  rounded?: string;
  /** A photo in the first screen (the page's largest paint): loaded at once and ahead of other images. */
  priority?: boolean;
}) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">(src ? "loading" : "failed");
  return (
    <AspectRatio ratio={4 / 3} w="full" borderRadius={rounded} overflow="hidden" bg="bg.muted">
      <Box position="relative">
        {state === "failed" ? (
          <Center position="absolute" inset="0" color="fg.subtle">
            <Stack align="center" gap="1">
              <CarIcon boxSize="10" />
              <Text fontSize="xs">
                <FormattedMessage id="lots.card.noPhoto" />
              </Text>
            </Stack>
          </Center>
        ) : (
          <>
            {state === "loading" ? <Skeleton position="absolute" inset="0" borderRadius="0" /> : null}
            <img
              src={src ?? undefined}
              alt={alt}
              loading={priority ? "eager" : "lazy"}
              fetchPriority={priority ? "high" : "auto"}
              decoding="async"
              onLoad={() => setState("loaded")}
              onError={() => setState("failed")}
              style={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
            />
          </>
        )}
      </Box>
    </AspectRatio>
  );
}
