import { CtaBand } from "@/components/layouts/cta-band";
import { ContentPage, type ContentSection } from "@/components/layouts/content-page";
import { WalletIcon, LockIcon, ShieldIcon } from "@/components/ui/icons";

const sections: readonly ContentSection[] = [
  { icon: WalletIcon, title: "content.deposit.section1Title", body: "content.deposit.section1Body" },
  { icon: LockIcon, title: "content.deposit.section2Title", body: "content.deposit.section2Body" },
  { icon: ShieldIcon, title: "content.deposit.section3Title", body: "content.deposit.section3Body" },
];

export function DepositRoute() {
  return (
    <>
      <ContentPage title="content.deposit.title" lead="content.deposit.lead" sections={sections} />
      <CtaBand />
    </>
  );
}
