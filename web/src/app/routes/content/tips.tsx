import { CtaBand } from "@/components/layouts/cta-band";
import { ContentPage, type ContentSection } from "@/components/layouts/content-page";
import { DocumentIcon, EyeIcon, CalculatorIcon } from "@/components/ui/icons";

const sections: readonly ContentSection[] = [
  { icon: DocumentIcon, title: "content.tips.section1Title", body: "content.tips.section1Body" },
  { icon: EyeIcon, title: "content.tips.section2Title", body: "content.tips.section2Body" },
  { icon: CalculatorIcon, title: "content.tips.section3Title", body: "content.tips.section3Body" },
];

export function TipsRoute() {
  return (
    <>
      <ContentPage title="content.tips.title" lead="content.tips.lead" sections={sections} />
      <CtaBand />
    </>
  );
}
