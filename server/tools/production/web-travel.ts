// Flights and airports, keyed by the airline codes and airports the sandbox knows.
import { airlines, airports } from "./entities.ts";
import { A, B, CTX, I, O, S, defineProduction, nullable, p, unknownEntity } from "./define.ts";

const FLIGHT = p.str("Flight IATA code: airline code + number, e.g. AF1234", {
  pattern: "^[A-Z0-9]{2}\\d{1,4}$",
});

function flight(identifier: string) {
  const code = identifier.slice(0, 2);
  const airline = airlines().get(code);
  if (airline === undefined) throw unknownEntity("airline code", code, [...airlines().keys()]);
  return { airline, number: identifier.slice(2) };
}

const AIRPORT = O({ airport: S, iata: S, scheduled: S, estimated: S, delay: nullable(I) });

export const travelTools = [
  defineProduction<{ flightDate?: string; flightIdentifier: string }>({
    name: "aviationstack_checkFlightDelays",
    verticals: ["insurance"],
    description: "Whether a flight (e.g. AF1234) on a date is delayed, and by how many minutes.",
    price: 1,
    params: { flightDate: p.date("Flight date (YYYY-MM-DD)"), flightIdentifier: FLIGHT },
    required: ["flightIdentifier"],
    output: {
      arrivalDelay: nullable(I),
      context: CTX,
      flightIata: S,
      flightNumber: S,
      flightStatus: S,
      isDelayed: B,
    },
    sample: { flightDate: "2026-11-20", flightIdentifier: "AF1234" },
    run({ flightIdentifier }, g) {
      const f = flight(flightIdentifier);
      const delay = g.next() < 0.35 ? g.int(15, 240) : 0;
      return {
        arrivalDelay: delay,
        context: `${f.airline} ${flightIdentifier} is ${delay > 0 ? `delayed by ${delay} minutes` : "on time"}.`,
        flightIata: flightIdentifier,
        flightNumber: f.number,
        flightStatus: g.pick(["scheduled", "active", "landed"]),
        isDelayed: delay > 0,
      };
    },
  }),
  defineProduction<{ flightDate?: string; flightIdentifier: string }>({
    name: "aviationstack_getFlightStatus",
    verticals: ["insurance"],
    description: "A flight's status: departure and arrival airports, times and delays, aircraft.",
    price: 1,
    params: { flightDate: p.date("Flight date (YYYY-MM-DD)"), flightIdentifier: FLIGHT },
    required: ["flightIdentifier"],
    output: {
      aircraft: O({ registration: S, iata: S }),
      arrival: AIRPORT,
      context: CTX,
      departure: AIRPORT,
      flightDate: S,
      isDelayed: B,
    },
    sample: { flightDate: "2026-11-20", flightIdentifier: "BA117" },
    run({ flightDate, flightIdentifier }, g) {
      const f = flight(flightIdentifier);
      const [from, to] = g.sample(airports(), 2);
      const date = flightDate ?? g.day(0);
      const delay = g.next() < 0.35 ? g.int(15, 240) : null;
      const at = (h: number) =>
        `${date}T${String(h).padStart(2, "0")}:${String(g.int(0, 5) * 10).padStart(2, "0")}:00+00:00`;
      const dep = g.int(5, 15);
      const leg = (a: typeof from, h: number) => ({
        airport: a?.name ?? "",
        iata: a?.iata ?? "",
        scheduled: at(h),
        estimated: at(h),
        delay,
      });
      return {
        aircraft: {
          registration: `F-${g.pick(["GK", "HB", "GS"])}${String.fromCharCode(65 + g.int(0, 25))}${String.fromCharCode(65 + g.int(0, 25))}`,
          iata: g.pick(["A320", "A359", "B77W", "B789"]),
        },
        arrival: leg(to, dep + g.int(1, 8)),
        context: `${f.airline} ${flightIdentifier} ${from?.iata ?? ""} → ${to?.iata ?? ""} on ${date}${delay ? `, delayed ${delay} min` : ""}.`,
        departure: leg(from, dep),
        flightDate: date,
        isDelayed: delay !== null,
      };
    },
  }),
  defineProduction<{ query: string }>({
    name: "aviationstack_searchAirports",
    verticals: ["insurance"],
    description: "Airports by name, city or IATA code.",
    price: 1,
    params: { query: p.str("Airport name, city or IATA code", { minLength: 2 }) },
    required: ["query"],
    output: { airports: A(O({ iata: S, name: S, city: S, country: S })), context: CTX, totalResults: I },
    sample: { query: "Paris" },
    run({ query }) {
      const q = query.trim().toLowerCase();
      const found = airports().filter(
        (a) =>
          a.iata.toLowerCase() === q || a.city.toLowerCase().includes(q) || a.name.toLowerCase().includes(q),
      );
      if (found.length === 0)
        throw unknownEntity(
          "airport",
          query,
          airports().map((a) => `${a.iata} (${a.city})`),
        );
      return {
        airports: found,
        context: `${found.map((a) => `${a.iata} ${a.name}`).join("; ")}.`,
        totalResults: found.length,
      };
    },
  }),
];
