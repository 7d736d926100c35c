import type { Locator, Page } from '@playwright/test';
import { locate } from '../../flows/chromium-driver';
import { OPTIONS } from '../../flows/targets';

/** The options page, opened as an ordinary tab (its targets: tests/flows/targets.ts). */
export class OptionsPage {
  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(`chrome-extension://${this.extensionId}/${OPTIONS.path}`);
  }

  /** Fills the field whose visible label is exactly `label`. */
  async fill(label: string, value: string): Promise<void> {
    await locate(this.page, { label }).fill(value);
  }

  /** Picks `option` of the select or the radio group named `label`. */
  async choose(label: string, option: string): Promise<void> {
    const group = this.page.getByRole('radiogroup', { name: label, exact: true });
    if ((await group.count()) > 0) {
      await group.getByRole('radio', { name: option, exact: true }).check();
    } else {
      await locate(this.page, { label }).selectOption({ label: option });
    }
  }

  async save(): Promise<void> {
    await locate(this.page, OPTIONS.save).click();
  }

  status(): Locator {
    return locate(this.page, OPTIONS.status);
  }

  alert(): Locator {
    return locate(this.page, OPTIONS.alert);
  }

  /** Presses the key's `Test` button. */
  async testKey(): Promise<void> {
    await locate(this.page, OPTIONS.test).click();
  }

  /** What the last key test found. */
  keyTestResult(): Locator {
    return locate(this.page, OPTIONS.keyTestResult);
  }

  /** Presses `Reset to default` beside the address field labelled `label`. */
  async resetAddress(label: string): Promise<void> {
    const field = this.page.locator('.field').filter({ has: locate(this.page, { label }) });
    await field.getByRole('button', { name: 'Reset to default' }).click();
  }
}
