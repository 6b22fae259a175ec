import { CtaBand } from "@/components/layouts/cta-band";
import { ContentPage, type ContentSection } from "@/components/layouts/content-page";
import { ReceiptIcon, CalculatorIcon, DocumentIcon } from "@/components/ui/icons";

const sections: readonly ContentSection[] = [
  { icon: ReceiptIcon, title: "content.customs.section1Title", body: "content.customs.section1Body" },
  { icon: CalculatorIcon, title: "content.customs.section2Title", body: "content.customs.section2Body" },
  { icon: DocumentIcon, title: "content.customs.section3Title", body: "content.customs.section3Body" },
];

export function CustomsRoute() {
  return (
    <>
      <ContentPage title="content.customs.title" lead="content.customs.lead" sections={sections} />
      <CtaBand />
    </>
  );
}
