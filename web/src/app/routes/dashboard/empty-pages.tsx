// The dashboard lists are empty shells until their features land; each says what will appear and offers a next step.
import { EmptyPanel } from "@/components/ui/empty-panel";
import { CircleSlashIcon, EyeIcon, GavelIcon, ReceiptIcon, TrophyIcon } from "@/components/ui/icons";

const findVehicle = { to: "/search", label: "dashboard.common.findVehicle" } as const;

export function WatchlistRoute() {
  return (
    <EmptyPanel
      icon={EyeIcon}
      title="dashboard.watchlist.emptyTitle"
      body="dashboard.watchlist.emptyBody"
      action={findVehicle}
    />
  );
}

export function ActiveAuctionsRoute() {
  return (
    <EmptyPanel
      icon={GavelIcon}
      title="dashboard.activeAuctions.emptyTitle"
      body="dashboard.activeAuctions.emptyBody"
      action={findVehicle}
    />
  );
}

export function WonAuctionsRoute() {
  return (
    <EmptyPanel
      icon={TrophyIcon}
      title="dashboard.wonAuctions.emptyTitle"
      body="dashboard.wonAuctions.emptyBody"
      action={findVehicle}
    />
  );
}

export function LostAuctionsRoute() {
  return (
    <EmptyPanel
      icon={CircleSlashIcon}
      title="dashboard.lostAuctions.emptyTitle"
      body="dashboard.lostAuctions.emptyBody"
      action={findVehicle}
    />
  );
}

export function BillsRoute() {
  return <EmptyPanel icon={ReceiptIcon} title="dashboard.bills.emptyTitle" body="dashboard.bills.emptyBody" />;
}
