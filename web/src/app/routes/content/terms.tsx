import { ContentPage, type ContentSection } from "@/components/layouts/content-page";
import { DocumentIcon } from "@/components/ui/icons";

const sections: readonly ContentSection[] = [
  { icon: DocumentIcon, title: "content.terms.section1Title", body: "content.terms.section1Body" },
  { icon: DocumentIcon, title: "content.terms.section2Title", body: "content.terms.section2Body" },
  { icon: DocumentIcon, title: "content.terms.section3Title", body: "content.terms.section3Body" },
];

export function TermsRoute() {
  return <ContentPage title="content.terms.title" lead="content.terms.lead" sections={sections} layout="prose" />;
}
