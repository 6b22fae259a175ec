import { EmptyPanel } from "@/components/ui/empty-panel";
import { CheckIcon } from "@/components/ui/icons";

export function AdminOverviewRoute() {
  return <EmptyPanel icon={CheckIcon} title="admin.overview.emptyTitle" body="admin.overview.emptyBody" />;
}
