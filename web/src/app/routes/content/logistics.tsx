import { CtaBand } from "@/components/layouts/cta-band";
import { ContentPage, type ContentSection } from "@/components/layouts/content-page";
import { TruckIcon, ShipIcon, MapPinIcon } from "@/components/ui/icons";

const sections: readonly ContentSection[] = [
  { icon: TruckIcon, title: "content.logistics.section1Title", body: "content.logistics.section1Body" },
  { icon: ShipIcon, title: "content.logistics.section2Title", body: "content.logistics.section2Body" },
  { icon: MapPinIcon, title: "content.logistics.section3Title", body: "content.logistics.section3Body" },
];

export function LogisticsRoute() {
  return (
    <>
      <ContentPage title="content.logistics.title" lead="content.logistics.lead" sections={sections} />
      <CtaBand />
    </>
  );
}
