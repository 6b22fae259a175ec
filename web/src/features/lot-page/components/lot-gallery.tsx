// The lot's photos: one large 4:3 picture, a strip of thumbnails that switch it, previous / next arrows, and a
// full-screen view (a dialog: Escape or the close button closes it, arrow keys move through the photos).
import { chakra, AspectRatio, Box, Center, HStack, IconButton, Image, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState, type KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { CameraIcon, ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from "../icons";

// The full-screen view (a dialog, with its focus trap and portal) loads when first opened, not with the page.
const LotFullScreen = lazy(() => import("./lot-full-screen").then((m) => ({ default: m.LotFullScreen })));

export interface LotGalleryProps {
  images: readonly string[];
  title: string;
}

function NoPhotos() {
  return (
    <AspectRatio ratio={4 / 3}>
      <Center bg="bg.muted" color="fg.subtle" borderRadius="xl" flexDirection="column" gap="2">
        <CameraIcon boxSize="10" />
        <Text fontSize="sm">
          <FormattedMessage id="lot.gallery.noPhotos" />
        </Text>
      </Center>
    </AspectRatio>
  );
}

export function LotGallery({ images, title }: LotGalleryProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  if (images.length === 0) return <NoPhotos />;
  const count = images.length;
  const current = Math.min(index, count - 1);
  const step = (by: number) => setIndex((current + by + count) % count);
  const photoAlt = (n: number) => intl.formatMessage({ id: "lot.gallery.photoAlt" }, { title, n: n + 1, count });
  const onArrows = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") step(-1);
    if (event.key === "ArrowRight") step(1);
  };
  const arrows = count > 1 && (
    <>
      <IconButton
        aria-label={intl.formatMessage({ id: "lot.gallery.previous" })}
        onClick={() => step(-1)}
        position="absolute"
        insetStart="3"
        top="50%"
        transform="translateY(-50%)"
        variant="surface"
        rounded="full"
        size="sm"
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label={intl.formatMessage({ id: "lot.gallery.next" })}
        onClick={() => step(1)}
        position="absolute"
        insetEnd="3"
        top="50%"
        transform="translateY(-50%)"
        variant="surface"
        rounded="full"
        size="sm"
      >
        <ChevronRightIcon />
      </IconButton>
    </>
  );

  return (
    <Stack gap="3" data-testid="lot-gallery" onKeyDown={onArrows}>
      <Box position="relative" borderRadius="xl" overflow="hidden" bg="bg.muted">
        <AspectRatio ratio={4 / 3}>
          <Image
            src={images[current]}
            alt={photoAlt(current)}
            objectFit="cover"
            data-testid="lot-main-photo"
            fetchPriority="high"
          />
        </AspectRatio>
        {arrows}
        <IconButton
          aria-label={intl.formatMessage({ id: "lot.gallery.fullScreen" })}
          onClick={() => setFullScreen(true)}
          position="absolute"
          top="3"
          insetEnd="3"
          variant="surface"
          size="sm"
        >
          <ExpandIcon />
        </IconButton>
        <Box
          position="absolute"
          bottom="3"
          insetStart="3"
          bg="blackAlpha.700"
          color="white"
          px="2"
          py="0.5"
          borderRadius="md"
          fontSize="xs"
          textStyle="numeric"
        >
          <FormattedMessage id="lot.gallery.counter" values={{ n: current + 1, count }} />
        </Box>
      </Box>
      {count > 1 ? (
        <HStack
          as="ul"
          gap="2"
          overflowX="auto"
          pb="1"
          listStyleType="none"
          aria-label={intl.formatMessage({ id: "lot.gallery.thumbnails" })}
        >
          {images.map((src, i) => (
            <Box as="li" key={src} flexShrink="0">
              <chakra.button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={photoAlt(i)}
                aria-current={i === current ? "true" : undefined}
                data-testid="lot-thumbnail"
                w={{ base: "16", md: "20" }}
                borderRadius="md"
                overflow="hidden"
                borderWidth="2px"
                borderColor={i === current ? "accent.solid" : "transparent"}
                opacity={i === current ? 1 : 0.75}
                _hover={{ opacity: 1 }}
                focusRing="outside"
                display="block"
              >
                <AspectRatio ratio={4 / 3}>
                  <Image src={src} alt="" loading="lazy" objectFit="cover" />
                </AspectRatio>
              </chakra.button>
            </Box>
          ))}
        </HStack>
      ) : null}

      {fullScreen ? (
        <Suspense fallback={null}>
          <LotFullScreen
            title={title}
            src={images[current] ?? ""}
            alt={photoAlt(current)}
            counter={<FormattedMessage id="lot.gallery.counter" values={{ n: current + 1, count }} />}
            onClose={() => setFullScreen(false)}
            onKeyDown={onArrows}
          >
            {arrows}
          </LotFullScreen>
        </Suspense>
      ) : null}
    </Stack>
  );
}
