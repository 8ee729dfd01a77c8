// XML read by a real, strict parser (saxes: well-formedness and namespaces), for the sitemaps.
import { SaxesParser } from 'saxes';

/** An element: namespace URI, local name, attributes by local name, children and text. */
export interface XmlElement {
  readonly uri: string;
  readonly name: string;
  readonly attributes: Record<string, string>;
  readonly children: XmlElement[];
  text: string;
}

/** Parses a document; throws on anything not well-formed (or with an undeclared namespace prefix). */
export function parseXml(source: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      uri: tag.uri,
      name: tag.local,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.local, a.value])),
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(source).close();
  if (!root) throw new Error('No root element');
  return root;
}

/** The children of an element with a local name. */
export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((child) => child.name === name);

/** The text of the first child with a local name. */
export const childText = (element: XmlElement, name: string): string | undefined =>
  childrenNamed(element, name)[0]?.text;
