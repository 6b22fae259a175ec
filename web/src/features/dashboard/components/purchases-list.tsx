import { Badge, Box, Grid, Heading, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { FormattedMessage } from "react-intl";
import { Link as RouterLink } from "react-router-dom";
import { EmptyPanel } from "@/components/ui/empty-panel";
import { DocumentIcon, TrophyIcon } from "@/components/ui/icons";
import type { MessageId } from "@/i18n/message-ids";
import type { Purchase } from "../api/types";
import { usePurchases } from "../hooks/dashboard-queries";
import { STAGE_LABELS } from "./bills-list";
import { DeliveryForm } from "./delivery-form";
import { Field } from "./field";
import { ListSkeleton, LoadError } from "./list-states";
import { LotLine } from "./lot-line";
import { Money } from "@/components/ui/money";
import { PurchaseStatusBadge, PurchaseTimeline } from "./purchase-timeline";

const DOC_KINDS: Record<string, MessageId> = {
  title: "dashboard.documents.title",
  bill_of_lading: "dashboard.documents.billOfLading",
  customs_declaration: "dashboard.documents.customsDeclaration",
  invoice: "dashboard.documents.invoice",
  photo: "dashboard.documents.photo",
};

function Documents({ purchase }: { purchase: Purchase }) {
  if (!purchase.documents.length)
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="dashboard.documents.none" />
      </Text>
    );
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {purchase.documents.map((doc) => (
        <HStack as="li" key={doc.id} gap="2">
          <DocumentIcon boxSize="4" color="fg.muted" />
          <Link href={doc.url} download={doc.fileName} fontSize="sm" color="accent.fg" fontWeight="medium">
            <FormattedMessage id={DOC_KINDS[doc.kind] ?? "dashboard.documents.other"} />
            {` · ${doc.fileName}`}
          </Link>
        </HStack>
      ))}
    </Stack>
  );
}

function PurchaseCard({ purchase }: { purchase: Purchase }) {
  return (
    <Stack as="li" layerStyle="card" p={{ base: "4", md: "6" }} gap="5" data-testid="purchase">
      <Stack direction={{ base: "column", md: "row" }} justify="space-between" gap="4">
        <LotLine
          lot={purchase.lot}
          platform={purchase.platform}
          lotNumber={purchase.lotNumber}
          badge={<PurchaseStatusBadge status={purchase.status} />}
        />
        <HStack gap="6" flexShrink={0} align="start">
          <Field label="dashboard.won.finalPrice">
            <Text as="span" fontWeight="semibold">
              <Money value={purchase.finalPrice} />
            </Text>
          </Field>
          {purchase.container ? <Field label="dashboard.won.container">{purchase.container}</Field> : null}
          {purchase.vessel ? <Field label="dashboard.won.vessel">{purchase.vessel}</Field> : null}
        </HStack>
      </Stack>
      <Grid templateColumns={{ base: "1fr", md: "minmax(14rem, 1fr) 2fr" }} gap={{ base: "6", md: "8" }}>
        <Stack gap="3">
          <Heading as="h3" size="sm">
            <FormattedMessage id="dashboard.won.timeline" />
          </Heading>
          <PurchaseTimeline timeline={purchase.timeline} />
        </Stack>
        <Stack gap="6">
          <Stack gap="3">
            <Heading as="h3" size="sm">
              <FormattedMessage id="dashboard.delivery.title" />
            </Heading>
            <DeliveryForm purchase={purchase} />
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              <FormattedMessage id="dashboard.documents.heading" />
            </Heading>
            <Documents purchase={purchase} />
          </Stack>
          {purchase.bills.length ? (
            <Stack gap="2">
              <Heading as="h3" size="sm">
                <FormattedMessage id="dashboard.won.bills" />
              </Heading>
              {purchase.bills.map((bill) => (
                <HStack key={bill.id} justify="space-between" fontSize="sm" gap="3">
                  <Box>
                    <FormattedMessage id={STAGE_LABELS[bill.stage]} />
                  </Box>
                  <HStack gap="2">
                    <Money exact value={bill.total} />
                    <Badge colorPalette={bill.status === "paid" ? "green" : "orange"} variant="subtle">
                      <FormattedMessage id={bill.status === "paid" ? "dashboard.bills.paid" : "dashboard.bills.due"} />
                    </Badge>
                  </HStack>
                </HStack>
              ))}
              <Link asChild fontSize="sm" color="accent.fg" fontWeight="medium">
                <RouterLink to="/dashboard/bills">
                  <FormattedMessage id="dashboard.won.toBills" />
                </RouterLink>
              </Link>
            </Stack>
          ) : null}
        </Stack>
      </Grid>
    </Stack>
  );
}

/** Won auctions: each purchase with its logistics timeline, delivery choice, documents and bills. */
export function PurchasesList() {
  const purchases = usePurchases();
  if (purchases.isPending) return <ListSkeleton rows={2} height="64" />;
  if (purchases.isError) return <LoadError onRetry={() => void purchases.refetch()} retrying={purchases.isFetching} />;
  if (!purchases.data.length)
    return (
      <EmptyPanel
        icon={TrophyIcon}
        title="dashboard.wonAuctions.emptyTitle"
        body="dashboard.wonAuctions.emptyBody"
        action={{ to: "/search", label: "dashboard.common.findVehicle" }}
      />
    );
  return (
    <Stack as="ul" gap="4" listStyleType="none" data-testid="purchases">
      {purchases.data.map((p) => (
        <PurchaseCard key={p.id} purchase={p} />
      ))}
    </Stack>
  );
}
