// Cities, airports and airlines, so that weather and travel tools answer about places that exist.
import { lazy, rows } from "./entities-table.ts";

export interface City {
  name: string;
  country: string;
  lat: number;
  lon: number;
  timezone: string;
}

export const cities = lazy((): City[] =>
  rows(`
Paris | FR | 48.8566 | 2.3522 | Europe/Paris
Lyon | FR | 45.764 | 4.8357 | Europe/Paris
Marseille | FR | 43.2965 | 5.3698 | Europe/Paris
London | GB | 51.5074 | -0.1278 | Europe/London
Berlin | DE | 52.52 | 13.405 | Europe/Berlin
Madrid | ES | 40.4168 | -3.7038 | Europe/Madrid
Rome | IT | 41.9028 | 12.4964 | Europe/Rome
Amsterdam | NL | 52.3676 | 4.9041 | Europe/Amsterdam
New York | US | 40.7128 | -74.006 | America/New_York
San Francisco | US | 37.7749 | -122.4194 | America/Los_Angeles
Toronto | CA | 43.6532 | -79.3832 | America/Toronto
Tokyo | JP | 35.6762 | 139.6503 | Asia/Tokyo
Singapore | SG | 1.3521 | 103.8198 | Asia/Singapore
Dubai | AE | 25.2048 | 55.2708 | Asia/Dubai
Mumbai | IN | 19.076 | 72.8777 | Asia/Kolkata
Sydney | AU | -33.8688 | 151.2093 | Australia/Sydney
`).map(([name, country, lat, lon, timezone]) => ({
    name: name ?? "",
    country: country ?? "",
    lat: Number(lat),
    lon: Number(lon),
    timezone: timezone ?? "",
  })),
);

/** "Paris", "paris, fr", "Paris,FR" find Paris. */
export function findCity(text: string): City | undefined {
  const [name, country] = text.split(",").map((p) => p.trim().toLowerCase());
  return cities().find(
    (c) => c.name.toLowerCase() === name && (country === undefined || c.country.toLowerCase() === country),
  );
}

export interface Airport {
  iata: string;
  name: string;
  city: string;
  country: string;
}

export const airports = lazy((): Airport[] =>
  rows(`
CDG | Paris Charles de Gaulle Airport | Paris | FR
ORY | Paris Orly Airport | Paris | FR
LHR | London Heathrow Airport | London | GB
LGW | London Gatwick Airport | London | GB
JFK | John F. Kennedy International Airport | New York | US
LGA | LaGuardia Airport | New York | US
SFO | San Francisco International Airport | San Francisco | US
LAX | Los Angeles International Airport | Los Angeles | US
FRA | Frankfurt Airport | Frankfurt | DE
AMS | Amsterdam Airport Schiphol | Amsterdam | NL
MAD | Adolfo Suárez Madrid–Barajas Airport | Madrid | ES
FCO | Leonardo da Vinci–Fiumicino Airport | Rome | IT
NRT | Narita International Airport | Tokyo | JP
HND | Tokyo Haneda Airport | Tokyo | JP
DXB | Dubai International Airport | Dubai | AE
SIN | Singapore Changi Airport | Singapore | SG
`).map(([iata, name, city, country]) => ({
    iata: iata ?? "",
    name: name ?? "",
    city: city ?? "",
    country: country ?? "",
  })),
);

// IATA airline code | name
export const airlines = lazy(
  () =>
    new Map(
      rows(`
AF | Air France
BA | British Airways
DL | Delta Air Lines
UA | United Airlines
AA | American Airlines
LH | Lufthansa
KL | KLM
EK | Emirates
SQ | Singapore Airlines
JL | Japan Airlines
`).map(([code, name]) => [code ?? "", name ?? ""]),
    ),
);
