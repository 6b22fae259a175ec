// Curated motorcycle and ATV/UTV makes with current and recent US-market models, for the vehicle types
// motorcycle and atv (the US catalogue in data/ covers passenger vehicles only). Names as the makers write them;
// codes are upper case, as the auctions list them. Extend when lots of other makes turn up.

export interface CuratedMake {
  name: string;
  models: readonly string[];
}

export const MOTORCYCLE_MAKES: readonly CuratedMake[] = [
  { name: "Aprilia", models: ["RS 660", "RSV4", "Tuono 660", "Tuono V4"] },
  { name: "BMW", models: ["F 850 GS", "K 1600 GT", "R 1250 GS", "R 1250 RT", "R nineT", "S 1000 RR"] },
  { name: "Can-Am", models: ["Ryker", "Spyder F3", "Spyder RT"] },
  { name: "Ducati", models: ["Diavel", "Hypermotard", "Monster", "Multistrada V4", "Panigale V4", "Scrambler"] },
  {
    name: "Harley-Davidson",
    models: [
      "Electra Glide",
      "Fat Boy",
      "Heritage Classic",
      "Iron 883",
      "LiveWire",
      "Low Rider",
      "Pan America",
      "Road Glide",
      "Road King",
      "Softail",
      "Sportster",
      "Street Bob",
      "Street Glide",
    ],
  },
  {
    name: "Honda",
    models: ["Africa Twin", "CB500F", "CBR1000RR", "CBR600RR", "Gold Wing", "Grom", "Rebel 500", "Shadow"],
  },
  { name: "Indian", models: ["Chief", "Chieftain", "FTR", "Roadmaster", "Scout", "Springfield"] },
  {
    name: "Kawasaki",
    models: ["KLR650", "Ninja 400", "Ninja 650", "Ninja ZX-10R", "Ninja ZX-6R", "Versys 650", "Vulcan S", "Z900"],
  },
  { name: "KTM", models: ["1290 Super Duke R", "390 Duke", "790 Duke", "890 Adventure"] },
  { name: "Polaris", models: ["Slingshot"] },
  { name: "Royal Enfield", models: ["Classic 350", "Himalayan", "Interceptor 650"] },
  {
    name: "Suzuki",
    models: ["Boulevard M109R", "GSX-R1000", "GSX-R600", "GSX-R750", "Hayabusa", "SV650", "V-Strom 650"],
  },
  { name: "Triumph", models: ["Bonneville T120", "Rocket 3", "Speed Triple", "Street Triple", "Tiger 900"] },
  { name: "Yamaha", models: ["Bolt", "MT-07", "MT-09", "Tenere 700", "V Star", "YZF-R1", "YZF-R3", "YZF-R6"] },
  { name: "Zero", models: ["FX", "S", "SR/F"] },
];

export const ATV_MAKES: readonly CuratedMake[] = [
  { name: "Arctic Cat", models: ["Alterra 600", "Prowler Pro", "Wildcat XX"] },
  {
    name: "Can-Am",
    models: ["Commander", "Defender HD10", "Maverick X3", "Outlander 570", "Outlander 850", "Renegade 1000R"],
  },
  { name: "CFMOTO", models: ["CFORCE 600", "UFORCE 1000", "ZFORCE 950"] },
  {
    name: "Honda",
    models: ["FourTrax Foreman", "FourTrax Rancher", "FourTrax Rubicon", "Pioneer 1000", "Talon 1000"],
  },
  { name: "Kawasaki", models: ["Brute Force 750", "Mule PRO-FXT", "Teryx KRX 1000"] },
  {
    name: "Polaris",
    models: ["General XP 1000", "RZR Pro XP", "RZR XP 1000", "Ranger 1000", "Scrambler XP 1000", "Sportsman 570"],
  },
  { name: "Suzuki", models: ["KingQuad 500", "KingQuad 750"] },
  { name: "Yamaha", models: ["Grizzly 700", "Kodiak 700", "Raptor 700R", "Viking", "Wolverine RMAX", "YFZ450R"] },
];
