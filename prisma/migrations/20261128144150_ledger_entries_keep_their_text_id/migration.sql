-- AlterTable
ALTER TABLE "LedgerEntry" ADD COLUMN     "messageId" VARCHAR(80),
ADD COLUMN     "params" JSONB;


-- Entries written before: their English descriptions, read back into text ids and parameters, so each reader sees
-- them in their own language too. A description that matches none keeps being shown as it is.
UPDATE "LedgerEntry" SET "messageId" = 'ledger.deposit.bankTransfer', "params" = jsonb_build_object('reference', m[1])
FROM (SELECT "id" AS eid, regexp_match("description", '^Bank transfer (\S+)$') AS m FROM "LedgerEntry") x
WHERE "id" = x.eid AND x.m IS NOT NULL;

UPDATE "LedgerEntry" SET "messageId" = 'ledger.withdrawal.' || CASE m[2] WHEN 'requested' THEN 'requested' WHEN 'paid out' THEN 'paidOut' ELSE 'rejected' END,
  "params" = jsonb_build_object('reference', m[1])
FROM (SELECT "id" AS eid, regexp_match("description", '^Withdrawal (\S+) (requested|paid out|rejected)$') AS m FROM "LedgerEntry") x
WHERE "id" = x.eid AND x.m IS NOT NULL;

UPDATE "LedgerEntry" SET "messageId" = 'ledger.bid.hold',
  "params" = jsonb_build_object('maxBid', replace(m[1], ',', '')::numeric, 'percent', m[2]::int)
FROM (SELECT "id" AS eid, regexp_match("description", '^Bid of up to \$([0-9,]+(?:\.[0-9]+)?): ([0-9]+)% hold$') AS m FROM "LedgerEntry") x
WHERE "id" = x.eid AND x.m IS NOT NULL;

UPDATE "LedgerEntry" SET "messageId" = 'ledger.bid.raised',
  "params" = jsonb_build_object('maxBid', replace(m[1], ',', '')::numeric, 'percent', m[2]::int)
FROM (SELECT "id" AS eid, regexp_match("description", '^Bid raised to \$([0-9,]+(?:\.[0-9]+)?): hold topped up to ([0-9]+)%$') AS m FROM "LedgerEntry") x
WHERE "id" = x.eid AND x.m IS NOT NULL;

UPDATE "LedgerEntry" SET "messageId" = 'ledger.buyNow.hold',
  "params" = jsonb_build_object('price', replace(m[1], ',', '')::numeric, 'percent', m[2]::int)
FROM (SELECT "id" AS eid, regexp_match("description", '^Buy Now at \$([0-9,]+(?:\.[0-9]+)?): ([0-9]+)% hold$') AS m FROM "LedgerEntry") x
WHERE "id" = x.eid AND x.m IS NOT NULL;

UPDATE "LedgerEntry" SET "messageId" = 'ledger.bid.released', "params" = jsonb_build_object('reason',
  CASE "description"
    WHEN 'Bid cancelled: bid hold released' THEN 'cancelled'
    WHEN 'Bid rejected: bid hold released' THEN 'rejected'
    WHEN 'Auction lost: bid hold released' THEN 'lost'
    WHEN 'Bid withdrawn by the broker: bid hold released' THEN 'withdrawn'
    ELSE 'outbid' END)
WHERE "description" IN ('Bid cancelled: bid hold released', 'Bid rejected: bid hold released',
  'Auction lost: bid hold released', 'Bid withdrawn by the broker: bid hold released', 'Outbid: bid hold released');

UPDATE "LedgerEntry" SET "messageId" = 'ledger.buyNow.rejected', "params" = '{}'
WHERE "description" = 'Buy Now rejected: hold released';

UPDATE "LedgerEntry" SET "messageId" = 'ledger.bill.firstPaid', "params" = '{}'
WHERE "description" = 'First bill paid: bid hold released';

UPDATE "LedgerEntry" SET "messageId" = 'ledger.bill.paid', "params" = jsonb_build_object('stage', m[1])
FROM (SELECT "id" AS eid, regexp_match("description", '^Bill \((win|departure|arrival)\) paid from the balance$') AS m FROM "LedgerEntry") x
WHERE "id" = x.eid AND x.m IS NOT NULL;

UPDATE "LedgerEntry" SET "messageId" = 'ledger.deposit.demo', "params" = '{}'
WHERE "description" = 'Demo deposit';
