import { CtaBand } from "@/components/layouts/cta-band";
import { ContentPage, type ContentSection } from "@/components/layouts/content-page";
import { WalletIcon, GavelIcon, ReceiptIcon } from "@/components/ui/icons";

const sections: readonly ContentSection[] = [
  { icon: WalletIcon, title: "content.howItWorks.section1Title", body: "content.howItWorks.section1Body" },
  { icon: GavelIcon, title: "content.howItWorks.section2Title", body: "content.howItWorks.section2Body" },
  { icon: ReceiptIcon, title: "content.howItWorks.section3Title", body: "content.howItWorks.section3Body" },
];

export function HowItWorksRoute() {
  return (
    <>
      <ContentPage title="content.howItWorks.title" lead="content.howItWorks.lead" sections={sections} />
      <CtaBand />
    </>
  );
}
