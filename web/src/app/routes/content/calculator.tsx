import { CtaBand } from "@/components/layouts/cta-band";
import { ContentPage, type ContentSection } from "@/components/layouts/content-page";
import { GavelIcon, ShipIcon, ReceiptIcon } from "@/components/ui/icons";

const sections: readonly ContentSection[] = [
  { icon: GavelIcon, title: "content.calculator.section1Title", body: "content.calculator.section1Body" },
  { icon: ShipIcon, title: "content.calculator.section2Title", body: "content.calculator.section2Body" },
  { icon: ReceiptIcon, title: "content.calculator.section3Title", body: "content.calculator.section3Body" },
];

export function CalculatorRoute() {
  return (
    <>
      <ContentPage title="content.calculator.title" lead="content.calculator.lead" sections={sections} />
      <CtaBand />
    </>
  );
}
