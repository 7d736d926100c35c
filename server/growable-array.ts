type TypedArray = Int32Array | Uint16Array;

/** An append-only typed array that doubles when full: millions of numbers without boxing. */
export class GrowableArray<T extends TypedArray> {
  private items: T;
  length = 0;

  constructor(
    private readonly Kind: { new (length: number): T },
    initialCapacity: number,
  ) {
    this.items = new Kind(Math.max(initialCapacity, 16));
  }

  push(value: number): void {
    if (this.length === this.items.length) {
      const larger = new this.Kind(this.items.length * 2);
      larger.set(this.items);
      this.items = larger;
    }
    this.items[this.length++] = value;
  }

  set(index: number, value: number): void {
    this.items[index] = value;
  }

  at(index: number): number {
    return this.items[index]!;
  }
}
