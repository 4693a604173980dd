import type { FieldMessageKey, FieldMessageTexts } from '@domain/booking/message-texts.js';
import type { FleetCarId, FleetFeatureKey, FleetTexts } from '@domain/catalogue/fleet-texts.js';
import type { CatalogueLabels } from '@domain/catalogue/labels.js';

type Labels = CatalogueLabels;

/** The ids under which the interface catalogue carries the domain's names (see `labelMessages`). */
export type LabelMessageId =
  | `location.${keyof Labels['location']}`
  | `insurance.${keyof Labels['insurance']}.label`
  | `service.${keyof Labels['service']}.label`;

/**
 * The names of the cities, insurance options and services as interface messages
 * (`location.tbilisi`, `insurance.standard.label`, `service.babySeat.label`). Their one source is
 * the domain (backend/src/domain/catalogue/labels.<locale>.ts, which the e-mails and the rental
 * agreement use too): the build adds them to each language's catalogue
 * (vite-plugin-i18n-catalogues.ts), so messages/<locale>.ts does not repeat them.
 */
export function labelMessages(labels: Labels): Record<LabelMessageId, string> {
  const entries = [
    ...Object.entries(labels.location).map(([k, v]) => [`location.${k}`, v]),
    ...Object.entries(labels.insurance).map(([k, v]) => [`insurance.${k}.label`, v]),
    ...Object.entries(labels.service).map(([k, v]) => [`service.${k}.label`, v]),
  ];
  return Object.fromEntries(entries) as Record<LabelMessageId, string>;
}

/** The ids of the field errors' texts (`validation.pickupInPast`, `validation.unavailable`, ...). */
export type ValidationMessageId = `validation.${FieldMessageKey}`;

/**
 * The field errors' texts as interface messages (`validation.<key>`). Their one source is the
 * domain (backend/src/domain/booking/messages.<locale>.ts, which the API and the MCP server use
 * too): the build adds them to each language's catalogue, like the names above.
 */
export function validationMessages(texts: FieldMessageTexts): Record<ValidationMessageId, string> {
  return Object.fromEntries(Object.entries(texts).map(([k, v]) => [`validation.${k}`, v])) as Record<ValidationMessageId, string>;
}

/** The ids of the five fleet cars' texts (`fleet.<id>.description`, `spec.<feature>`). */
export type FleetMessageId = `fleet.${FleetCarId}.description` | `spec.${FleetFeatureKey}`;

/**
 * The five fleet cars' descriptions and Key Features as interface messages
 * (`fleet.subaru-forester.description`, `spec.seats`). Their one source is the domain
 * (backend/src/domain/catalogue/fleet-texts.<locale>.ts, which the MCP server's `list_cars` uses
 * too): the build adds them to each language's catalogue, like the names above.
 */
export function fleetMessages(texts: FleetTexts): Record<FleetMessageId, string> {
  const entries = [
    ...Object.entries(texts.description).map(([k, v]) => [`fleet.${k}.description`, v]),
    ...Object.entries(texts.feature).map(([k, v]) => [`spec.${k}`, v]),
  ];
  return Object.fromEntries(entries) as Record<FleetMessageId, string>;
}
