import { ContentPage, type ContentSection } from "@/components/layouts/content-page";
import { DocumentIcon } from "@/components/ui/icons";

const sections: readonly ContentSection[] = [
  { icon: DocumentIcon, title: "content.privacy.section1Title", body: "content.privacy.section1Body" },
  { icon: DocumentIcon, title: "content.privacy.section2Title", body: "content.privacy.section2Body" },
  { icon: DocumentIcon, title: "content.privacy.section3Title", body: "content.privacy.section3Body" },
];

export function PrivacyRoute() {
  return <ContentPage title="content.privacy.title" lead="content.privacy.lead" sections={sections} layout="prose" />;
}
