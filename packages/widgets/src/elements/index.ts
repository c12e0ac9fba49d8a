// @sakhli/widgets/elements — build your own `sakhli-*` elements from the React widgets (bundler users).
// Registers nothing by itself: call `defineSakhliElement` with the widget and SakhliProvider.

export { createSakhliElement, defineSakhliElement } from './defineSakhliElement';
export type { DefineOptions } from './defineSakhliElement';
export { elementSpec, COMMON_INPUTS } from './spec';
export type { ElementSpec } from './spec';
export { emitSakhliEvent } from './events';
export type { SakhliEventMap, SakhliEventName } from './events';
export type { ElementConfig, Language, Theme, ElementProvider } from './elementConfig';
export {
  ELEMENTS,
  COMMON_ATTRIBUTES,
  COMMON_PROPERTIES,
  COMMON_EVENTS,
  COMMON_PARTS,
  CSS_PROPERTIES,
  elementByTag,
} from './catalog';
export type {
  ElementDefinition,
  ElementAttribute,
  ElementProperty,
  ElementEvent,
  ElementPart,
  CssProperty,
  AttributeType,
} from './catalog';
