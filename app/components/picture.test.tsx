// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { pictures } from "../generated/pictures";
import { Picture, picturePreload } from "./picture";

afterEach(cleanup);

test("a picture offers AVIF first, then WebP, with sizes on every source", () => {
  const { container } = render(
    <Picture name="room-1" alt="Hotel Rooms" sizes="360px" />,
  );

  const sources = [...container.querySelectorAll("source")];
  expect(sources.map((s) => s.getAttribute("type"))).toEqual([
    "image/avif",
    "image/webp",
  ]);
  expect(sources[0]?.getAttribute("srcset")).toBe(
    pictures["room-1"].sources.avif,
  );
  expect(sources.every((s) => s.getAttribute("sizes") === "360px")).toBe(true);
});

test("the image keeps its size and alt text so the layout does not shift", () => {
  const { getByRole } = render(
    <Picture name="room-1-lg" alt="Hotel Rooms" sizes="600px" />,
  );

  const img = getByRole("img", { name: "Hotel Rooms" });
  expect(img.getAttribute("width")).toBe(String(pictures["room-1-lg"].width));
  expect(img.getAttribute("height")).toBe(String(pictures["room-1-lg"].height));
  expect(img.getAttribute("src")).toBe(pictures["room-1-lg"].fallback);
});

test("pictures load lazily unless marked priority", () => {
  const { container, rerender } = render(
    <Picture name="slide-2" alt="" sizes="100vw" />,
  );
  expect(container.querySelector("img")?.getAttribute("loading")).toBe("lazy");
  expect(
    container.querySelector("img")?.getAttribute("fetchpriority"),
  ).toBeNull();

  rerender(<Picture name="slide-1" alt="" sizes="100vw" priority />);

  expect(container.querySelector("img")?.getAttribute("loading")).toBe("eager");
  expect(container.querySelector("img")?.getAttribute("fetchpriority")).toBe(
    "high",
  );
});

test("an unknown picture fails loudly with its name", () => {
  expect(() => render(<Picture name="room-99" alt="" sizes="100vw" />)).toThrow(
    /Unknown picture 'room-99'/,
  );
});

test("the preload of a hero slide asks for its AVIF set at the same sizes", () => {
  expect(picturePreload("slide-1", "100vw")).toEqual({
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: pictures["slide-1"].sources.avif,
    imageSizes: "100vw",
    fetchPriority: "high",
  });
});
