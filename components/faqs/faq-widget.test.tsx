/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { FAQ_WIDGET_AREA_ID, FaqWidget } from './faq-widget';

const SRC = 'https://widgets.example/faq.js';
const scripts = () => document.querySelectorAll(`script[src="${SRC}"]`);

describe('FaqWidget', () => {
  it('adds the script on entering and shows the site’s FAQs until the widget renders', () => {
    render(
      <FaqWidget src={SRC}>
        <p>Our own FAQs</p>
      </FaqWidget>,
    );
    expect(scripts()).toHaveLength(1);
    expect(screen.getByText('Our own FAQs')).toBeVisible();
  });

  it('hides the site’s FAQs once the widget has rendered into its area', async () => {
    render(
      <FaqWidget src={SRC}>
        <p>Our own FAQs</p>
      </FaqWidget>,
    );
    await act(async () => {
      document.getElementById(FAQ_WIDGET_AREA_ID)!.append(document.createElement('section'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('Our own FAQs')).not.toBeVisible();
  });

  it('removes the script and everything the widget rendered on leaving', async () => {
    const view = render(
      <FaqWidget src={SRC}>
        <p>Our own FAQs</p>
      </FaqWidget>,
    );
    const area = document.getElementById(FAQ_WIDGET_AREA_ID)!;
    const injected = document.createElement('div');
    area.append(injected);
    view.unmount();
    expect(scripts()).toHaveLength(0);
    expect(injected.isConnected).toBe(false);
    expect(area.childElementCount).toBe(0);
  });

  it('adds a fresh script on every visit, so the widget runs again', () => {
    const first = render(<FaqWidget src={SRC}>{null}</FaqWidget>);
    const script = scripts()[0];
    first.unmount();
    render(<FaqWidget src={SRC}>{null}</FaqWidget>);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).not.toBe(script);
  });
});
