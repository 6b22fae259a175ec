// /lots/{platform}/{lotNumber}: the lot page, with the calculator feature's landed-cost panel under its bid box
// (features meet here, in the route, rather than importing each other).
import { useParams } from "react-router-dom";
import { LotLandedCost } from "@/features/calculator/components/lot-landed-cost";
import { LotPage } from "@/features/lot-page/components/lot-page";

export function LotRoute() {
  const { platform = "", lotNumber = "" } = useParams();
  return (
    <LotPage
      key={`${platform}/${lotNumber}`}
      platform={platform}
      lotNumber={lotNumber}
      landedCost={(lot) => <LotLandedCost lot={lot} />}
    />
  );
}
