import type { Locator, Page } from '@playwright/test';

/** The options page, opened as an ordinary tab. */
export class OptionsPage {
  constructor(
    readonly page: Page,
    private readonly extensionId: string,
  ) {}

  async goto(): Promise<void> {
    await this.page.goto(`chrome-extension://${this.extensionId}/options.html`);
  }

  /** Fills the field whose visible label is exactly `label`. */
  async fill(label: string, value: string): Promise<void> {
    await this.page.getByLabel(label, { exact: true }).fill(value);
  }

  /** Picks the option labelled `option` in the select labelled `label`. */
  /** Picks `option` of the select or the radio group named `label`. */
  async choose(label: string, option: string): Promise<void> {
    const group = this.page.getByRole('radiogroup', { name: label, exact: true });
    if ((await group.count()) > 0) {
      await group.getByRole('radio', { name: option, exact: true }).check();
    } else {
      await this.page.getByLabel(label, { exact: true }).selectOption({ label: option });
    }
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
  }

  status(): Locator {
    return this.page.getByRole('status');
  }

  alert(): Locator {
    return this.page.getByRole('alert');
  }

  /** Presses the key's `Test` button. */
  async testKey(): Promise<void> {
    await this.page.getByRole('button', { name: 'Test', exact: true }).click();
  }

  /** What the last key test found. */
  keyTestResult(): Locator {
    return this.page.locator('#key-test-result');
  }

  /** Presses `Reset to default` beside the address field labelled `label`. */
  async resetAddress(label: string): Promise<void> {
    const field = this.page.locator('.field').filter({
      has: this.page.getByLabel(label, { exact: true }),
    });
    await field.getByRole('button', { name: 'Reset to default' }).click();
  }
}
