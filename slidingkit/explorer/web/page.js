// The explorer's page: draws the run recorded in the JSON element #run (written by
// slidingkit/explorer/pages.py). It searches nothing: every board, count and mean is the run's.
//   solve       the start, the board now and the goal; the path played move by move (play, pause,
//               step, back, a slider, the arrow keys) with g, h and f; the counts; IDA*'s passes
//   compare     a table of every run that sorts by any column; bars of nodes, time and memory
//   experiment  the table as the command prints it; charts of the mean cost and of b* per depth,
//               each point's value shown under the pointer
"use strict";

(function () {
  const SVG = "http://www.w3.org/2000/svg";
  const run = JSON.parse(document.getElementById("run").textContent);
  const page = document.getElementById("page");
  const tooltip = document.getElementById("tooltip");

  // --- building blocks ---------------------------------------------------------------------------

  function element(tag, attributes, children) {
    const made = document.createElement(tag);
    setAttributes(made, attributes);
    append(made, children);
    return made;
  }

  function svgElement(tag, attributes, children) {
    const made = document.createElementNS(SVG, tag);
    setAttributes(made, attributes);
    append(made, children);
    return made;
  }

  function setAttributes(node, attributes) {
    Object.keys(attributes || {}).forEach(function (name) {
      if (name === "text") {
        node.textContent = attributes.text;
      } else if (attributes[name] !== null && attributes[name] !== undefined) {
        node.setAttribute(name, attributes[name]);
      }
    });
  }

  function append(node, children) {
    (children || []).forEach(function (child) {
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
  }

  function section(title, children) {
    return element("section", {}, [element("h2", { text: title })].concat(children));
  }

  // Numbers as the command line prints them: thousands separated; a mean of 100 or more whole.
  function count(value) {
    if (value === null || value === undefined) {
      return "-";
    }
    if (Number.isInteger(value) || Math.abs(value) >= 100) {
      return Math.round(value).toLocaleString("en-US");
    }
    return value.toFixed(1);
  }

  function duration(seconds) {
    return seconds < 1 ? (seconds * 1000).toFixed(2) + " ms" : seconds.toFixed(2) + " s";
  }

  function showTooltip(event, text) {
    tooltip.textContent = text;
    tooltip.hidden = false;
    tooltip.style.left = event.pageX + 12 + "px";
    tooltip.style.top = event.pageY + 12 + "px";
  }

  function hideTooltip() {
    tooltip.hidden = true;
  }

  // A mark that shows text under the pointer (and in its SVG title, for screen readers).
  function explain(mark, text) {
    mark.appendChild(svgElement("title", { text: text }));
    mark.setAttribute("data-value", text);
    mark.addEventListener("mouseenter", function (event) {
      showTooltip(event, text);
    });
    mark.addEventListener("mousemove", function (event) {
      showTooltip(event, text);
    });
    mark.addEventListener("mouseleave", hideTooltip);
  }

  function header(lines) {
    return element("header", {}, [
      element("h1", { text: run.title }),
    ].concat(lines.map(function (line) {
      return element("p", { class: "line", text: line });
    })));
  }

  // --- boards ----------------------------------------------------------------------------------

  // A board drawn the way its kind is (a grid, or the graph's cells and edges); its cells carry
  // data-cell (their number) and show their tile, nothing where the cell is empty.
  function board(name, tiles) {
    const drawing = run.board;
    const holder = element("figure", { class: "board", "data-board": name }, []);
    holder.appendChild(element("figcaption", { text: name }));
    if (drawing.kind === "grid") {
      const grid = element("div", {
        class: "grid",
        style: "grid-template-columns: repeat(" + drawing.side + ", 1fr)",
      }, []);
      tiles.forEach(function (_, cell) {
        grid.appendChild(element("div", { class: "cell", "data-cell": cell }, []));
      });
      holder.appendChild(grid);
    } else {
      holder.appendChild(graphPicture(drawing));
    }
    showTiles(holder, tiles);
    return holder;
  }

  function graphPicture(drawing) {
    const size = 240;
    const margin = 24; // room for the outer cells' numbers
    const radius = Math.max(9, Math.min(20, 120 / Math.sqrt(drawing.cells)));
    const picture = svgElement("svg", {
      class: "graph",
      viewBox: "0 0 " + size + " " + size,
      role: "img",
    }, []);
    const at = drawing.places.map(function (place) {
      return [margin + place[0] * (size - 2 * margin), margin + place[1] * (size - 2 * margin)];
    });
    drawing.edges.forEach(function (edge) {
      picture.appendChild(svgElement("line", {
        class: "edge",
        x1: at[edge[0]][0], y1: at[edge[0]][1], x2: at[edge[1]][0], y2: at[edge[1]][1],
      }));
    });
    at.forEach(function (point, cell) {
      picture.appendChild(svgElement("g", { class: "cell", "data-cell": cell }, [
        svgElement("circle", { cx: point[0], cy: point[1], r: radius }),
        svgElement("text", { x: point[0], y: point[1], dy: "0.35em" }),
        svgElement("text", {
          class: "cell-number", x: point[0] + radius, y: point[1] - radius, text: String(cell),
        }),
      ]));
    });
    return picture;
  }

  function showTiles(holder, tiles) {
    holder.querySelectorAll("[data-cell]").forEach(function (cell) {
      const tile = tiles[Number(cell.getAttribute("data-cell"))];
      const label = cell.tagName.toLowerCase() === "g" ? cell.querySelector("text") : cell;
      label.textContent = tile === 0 ? "" : String(tile);
      cell.classList.toggle("blank", tile === 0);
    });
  }

  function boards(tiles) {
    return element("div", { class: "boards" }, [
      board("start", run.start),
      tiles ? board("now", tiles) : null,
      board("goal", run.goal),
    ].filter(Boolean));
  }

  // --- solve -----------------------------------------------------------------------------------

  function showSolve() {
    const steps = run.steps;
    const lines = [];
    page.appendChild(header(run.lines));
    if (!steps.length) {
      page.appendChild(boards(null));
      page.appendChild(section("No path", [
        element("p", { class: "reason", text: run.status + ": " + run.reason }),
      ]));
      page.appendChild(countsSection());
      return;
    }
    page.appendChild(boards(steps[0].board));
    const player = playerControls(steps.length - 1);
    page.appendChild(section("The path", [
      player.controls,
      element("p", { id: "step-info", "aria-live": "polite" }),
      element("p", { class: "legend", text: run.board.moves }),
      stepsTable(steps, lines),
    ]));
    page.appendChild(countsSection());
    if (run.passes.length) {
      page.appendChild(passesSection());
    }
    player.onShow(function (step) {
      const now = steps[step];
      showTiles(page.querySelector('[data-board="now"]'), now.board);
      document.getElementById("position").textContent = "move " + step + " of " + (steps.length - 1);
      document.getElementById("step-info").textContent =
        (step === 0 ? "the start" : "move " + step + ": " + now.move) +
        ", g = " + now.g + ", h = " + count(now.h) + ", f = " + count(now.f) +
        " (h: " + run.shown_heuristic + ")";
      lines.forEach(function (line, number) {
        line.classList.toggle("current", number === step);
      });
      const box = document.getElementById("steps-scroll");
      box.scrollTop = lines[step].offsetTop - box.clientHeight / 2; // the step in view
    });
  }

  // The player's buttons, slider and keys over steps 0..last; onShow(show) sets what a step shows.
  function playerControls(last) {
    let step = 0;
    let timer = null;
    let show = function () {};
    const slider = element("input", {
      id: "slider", type: "range", min: 0, max: last, value: 0, "aria-label": "move",
    });
    const speed = element("select", { id: "speed", "aria-label": "speed" },
      [1, 2, 5, 20].map(function (perSecond) {
        return element("option", { value: perSecond, text: perSecond + " moves/s" });
      }));
    speed.value = "2";

    function go(to) {
      step = Math.max(0, Math.min(last, to));
      slider.value = step;
      show(step);
      if (step === last) {
        pause();
      }
    }

    function play() {
      if (timer === null) {
        if (step === last) {
          go(0);
        }
        timer = window.setInterval(function () {
          go(step + 1);
        }, 1000 / Number(speed.value));
        page.setAttribute("data-playing", "yes");
      }
    }

    function pause() {
      if (timer !== null) {
        window.clearInterval(timer);
        timer = null;
      }
      page.setAttribute("data-playing", "no");
    }

    function button(id, text, action) {
      const made = element("button", { id: id, type: "button", text: text });
      made.addEventListener("click", action);
      return made;
    }

    slider.addEventListener("input", function () {
      pause();
      go(Number(slider.value));
    });
    speed.addEventListener("change", function () {
      if (timer !== null) {
        pause();
        play();
      }
    });
    document.addEventListener("keydown", function (event) {
      const keys = {
        ArrowRight: function () { pause(); go(step + 1); },
        ArrowLeft: function () { pause(); go(step - 1); },
        Home: function () { pause(); go(0); },
        End: function () { pause(); go(last); },
        " ": function () { if (timer === null) { play(); } else { pause(); } },
      };
      if (keys[event.key] && event.target.tagName !== "SELECT") {
        event.preventDefault();
        keys[event.key]();
      }
    });
    const controls = element("div", { class: "controls" }, [
      button("first", "|\u25c0 start", function () { pause(); go(0); }),
      button("back", "\u25c0 back", function () { pause(); go(step - 1); }),
      button("play", "\u25b6 play", play),
      button("pause", "\u2016 pause", pause),
      button("step", "step \u25b6", function () { pause(); go(step + 1); }),
      button("last", "end \u25b6|", function () { pause(); go(last); }),
      slider,
      speed,
      element("span", { id: "position" }),
    ]);
    return {
      controls: controls,
      onShow: function (showStep) {
        show = showStep;
        page.setAttribute("data-playing", "no");
        go(0);
      },
    };
  }

  function stepsTable(steps, lines) {
    const body = element("tbody", {}, []);
    steps.forEach(function (step, number) {
      const line = element("tr", { "data-step": number }, [
        element("td", { text: String(number) }),
        element("td", { text: step.move === null ? "start" : step.move }),
        element("td", { text: String(step.g) }),
        element("td", { text: count(step.h) }),
        element("td", { text: count(step.f) }),
      ]);
      lines.push(line);
      body.appendChild(line);
    });
    return element("div", { class: "scroll", id: "steps-scroll" }, [
      element("table", { id: "steps" }, [
        element("thead", {}, [element("tr", {}, ["#", "move", "g", "h", "f"].map(function (name) {
          return element("th", { text: name });
        }))]),
        body,
      ]),
    ]);
  }

  function countsSection() {
    const facts = [
      ["algorithm", run.algorithm + (run.heuristic ? " + " + run.heuristic : "")],
      ["status", run.status + (run.reason ? " (" + run.reason + ")" : "")],
      ["moves", run.moves === null ? "-" : String(run.moves)],
      ["optimal", run.optimality || (run.lower_bound === null ? "-"
        : "proved so far: at least " + run.lower_bound + " moves")],
      ["expanded", count(run.expanded)],
      ["generated", count(run.generated)],
      ["largest frontier", count(run.max_frontier)],
      ["time", duration(run.seconds)],
    ];
    const list = element("dl", { id: "counts" }, []);
    facts.forEach(function (fact) {
      list.appendChild(element("dt", { text: fact[0] }));
      list.appendChild(element("dd", { "data-fact": fact[0], text: fact[1] }));
    });
    return section("The run", [list]);
  }

  function passesSection() {
    const rows = run.passes.map(function (pass) {
      return element("tr", {}, [
        element("td", { text: count(pass.bound) }),
        element("td", { text: count(pass.expanded) }),
        element("td", { text: count(pass.generated) }),
      ]);
    });
    return section("Passes: each bound and the nodes its pass counted", [
      element("table", { id: "passes" }, [
        element("thead", {}, [element("tr", {}, ["bound", "expanded", "generated"].map(
          function (name) { return element("th", { text: name }); }))]),
        element("tbody", {}, rows),
      ]),
    ]);
  }

  // --- compare ---------------------------------------------------------------------------------

  const COLUMNS = [
    // [the header, the key it sorts by, the cell's text]
    ["algorithm", function (row) { return row.algorithm; }, function (row) { return row.algorithm; }],
    ["heuristic", function (row) { return row.heuristic || ""; },
      function (row) { return row.heuristic || "-"; }],
    ["prune", function (row) { return row.prune || ""; }, function (row) { return row.prune || "-"; }],
    ["moves", function (row) { return row.moves; }, function (row) {
      return row.moves === null ? "-" : row.moves + (row.extra > 0 ? " (+" + row.extra + ")" : "");
    }],
    ["optimal?", function (row) { return row.optimal ? 0 : 1; }, function (row) {
      if (row.moves === null) {
        return row.status + (row.lower_bound === null ? "" : " (>= " + row.lower_bound + ")");
      }
      return row.optimal ? "proved" : "no";
    }],
    ["expanded", function (row) { return row.expanded; }, function (row) { return count(row.expanded); }],
    ["generated", function (row) { return row.generated; }, function (row) { return count(row.generated); }],
    ["frontier", function (row) { return row.max_frontier; },
      function (row) { return count(row.max_frontier); }],
    ["time", function (row) { return row.seconds; }, function (row) { return duration(row.seconds); }],
  ];

  function rowName(row) {
    return row.algorithm + (row.heuristic ? " + " + row.heuristic : "");
  }

  function showCompare() {
    page.appendChild(header(run.lines));
    page.appendChild(boards(null));
    if (!run.rows.length) {
      return;
    }
    page.appendChild(section("Every run", [compareTable()]));
    page.appendChild(section("Nodes, time and memory", [
      element("p", { class: "legend" }, [
        "Orange bars with a dashed edge: runs whose answer is not proved shortest. A log scale " +
        "where the largest value is over 50 times the smallest.",
      ]),
      element("div", { class: "bars" }, [
        bars("nodes expanded", function (row) { return row.expanded; }, count),
        bars("nodes generated", function (row) { return row.generated; }, count),
        bars("time", function (row) { return row.seconds; }, duration),
        bars("memory: largest frontier (boards)", function (row) { return row.max_frontier; },
          count),
      ]),
    ]));
  }

  function compareTable() {
    const body = element("tbody", {}, []);
    const heads = COLUMNS.map(function (column, index) {
      const head = element("th", { "data-column": index, "aria-sort": "none", tabindex: 0 }, [
        element("button", { type: "button", text: column[0] }),
      ]);
      head.addEventListener("click", function () {
        sortBy(index, head.getAttribute("aria-sort") === "ascending" ? -1 : 1);
      });
      return head;
    });

    function fill(rows) {
      body.textContent = "";
      rows.forEach(function (row) {
        body.appendChild(element("tr", { class: row.optimal ? "" : "not-optimal" },
          COLUMNS.map(function (column, index) {
            return element("td", { "data-column": index, text: column[2](row) });
          })));
      });
    }

    function sortBy(index, direction) {
      const key = COLUMNS[index][1];
      const rows = run.rows.slice().sort(function (one, other) {
        const a = key(one);
        const b = key(other);
        if (a === b) {
          return 0;
        }
        if (a === null) {
          return 1; // rows without a value last, either way
        }
        if (b === null) {
          return -1;
        }
        return (a < b ? -1 : 1) * direction;
      });
      heads.forEach(function (head, number) {
        const order = direction === 1 ? "ascending" : "descending";
        head.setAttribute("aria-sort", number === index ? order : "none");
      });
      fill(rows);
    }

    fill(run.rows);
    return element("div", { class: "scroll" }, [
      element("table", { id: "runs" }, [
        element("thead", {}, [element("tr", {}, heads)]),
        body,
      ]),
    ]);
  }

  // A horizontal bar per run of value(row), on a log scale when the values spread widely.
  function bars(title, value, shown) {
    const rows = run.rows;
    const values = rows.map(value);
    const positive = values.filter(function (number) { return number > 0; });
    const largest = Math.max.apply(null, positive.concat([1e-9]));
    const smallest = Math.min.apply(null, positive.concat([largest]));
    const logarithmic = largest / smallest > 50;
    const floor = logarithmic ? smallest / 2 : 0;
    function share(number) {
      if (number <= 0) {
        return 0;
      }
      if (!logarithmic) {
        return number / largest;
      }
      return Math.log(number / floor) / Math.log(largest / floor);
    }
    const label = 190;
    const width = 560;
    const height = 18;
    const chart = svgElement("svg", {
      class: "bar-chart",
      viewBox: "0 0 " + width + " " + (rows.length * height + 4),
      "data-scale": logarithmic ? "log" : "linear",
    }, []);
    rows.forEach(function (row, number) {
      const y = number * height + 2;
      const length = share(values[number]) * (width - label - 80);
      chart.appendChild(svgElement("text", {
        class: "bar-label", x: label - 6, y: y + height / 2, dy: "0.35em", text: rowName(row),
      }));
      const bar = svgElement("rect", {
        class: "bar" + (row.optimal ? "" : " not-optimal"),
        x: label, y: y + 2, width: Math.max(length, 1), height: height - 4,
      });
      explain(bar, rowName(row) + ": " + shown(values[number]) + (row.optimal ? "" : ", not optimal"));
      chart.appendChild(bar);
      chart.appendChild(svgElement("text", {
        class: "bar-value", x: label + Math.max(length, 1) + 4, y: y + height / 2, dy: "0.35em",
        text: shown(values[number]),
      }));
    });
    return element("figure", { class: "chart" }, [
      element("figcaption", { text: title + (logarithmic ? " (log scale)" : "") }),
      chart,
    ]);
  }

  // --- experiment ------------------------------------------------------------------------------

  function showExperiment() {
    page.appendChild(header([run.heading]));
    page.appendChild(section("The table", [experimentTable()].concat(run.notes.map(function (note) {
      return element("p", { class: "line", text: note });
    }))));
    page.appendChild(section("The charts", [
      element("p", { class: "legend", text: "Point at a mark to read its value." }),
      lineChart(run.chart_title, "mean nodes generated (log scale)", "generated", true),
      lineChart("effective branching factor b* per depth", "b*", "ebf", false),
    ]));
  }

  function experimentTable() {
    const table = run.table;
    const groups = [];
    table.groups.forEach(function (group, index) {
      if (index > 0 && (groups.length === 0 || groups[groups.length - 1].name !== group)) {
        groups.push({ name: group, span: 0 });
      }
      if (index > 0) {
        groups[groups.length - 1].span += 1;
      }
    });
    const top = element("tr", {}, [element("th", { rowspan: 2, text: "d" })].concat(
      groups.map(function (group) {
        return element("th", { colspan: group.span, text: group.name });
      })));
    const second = element("tr", {}, table.pairs.slice(1).map(function (pair) {
      return element("th", { text: pair });
    }));
    const rows = table.lines.map(function (cells) {
      return element("tr", {}, cells.map(function (cell) {
        return element("td", { text: cell });
      }));
    });
    return element("div", { class: "scroll" }, [
      element("table", { id: "experiment" }, [
        element("thead", {}, [top, second]),
        element("tbody", {}, rows),
      ]),
    ]);
  }

  // A line per algorithm x heuristic of field over depth; every point explains its value.
  function lineChart(title, axis, field, logarithmic) {
    const width = 640;
    const height = 360;
    const left = 70;
    const right = 180;
    const top = 16;
    const bottom = 44;
    const points = [];
    run.series.forEach(function (series) {
      series.points.forEach(function (point) {
        if (point[field] !== null && (!logarithmic || point[field] > 0)) {
          points.push(point);
        }
      });
    });
    const chart = svgElement("svg", {
      class: "line-chart", "data-field": field, viewBox: "0 0 " + width + " " + height,
    }, []);
    const figure = element("figure", { class: "chart" }, [
      element("figcaption", {}, title.split("\n").map(function (line) {
        return element("span", { class: "caption-line", text: line });
      })),
      chart,
    ]);
    if (!points.length) {
      return figure;
    }
    const depths = points.map(function (point) { return point.depth; });
    const values = points.map(function (point) { return point[field]; });
    const lowDepth = Math.min.apply(null, depths);
    const highDepth = Math.max.apply(null, depths);
    let low = Math.min.apply(null, values);
    let high = Math.max.apply(null, values);
    if (logarithmic) {
      low = Math.pow(10, Math.floor(Math.log10(low)));
      high = Math.pow(10, Math.ceil(Math.log10(high)));
      if (low === high) {
        high = low * 10;
      }
    } else {
      low = Math.min(1, low);
      high = high === low ? low + 1 : high * 1.05;
    }
    function x(depth) {
      const span = highDepth - lowDepth || 1;
      return left + (depth - lowDepth) / span * (width - left - right);
    }
    function y(value) {
      const share = logarithmic
        ? (Math.log10(value) - Math.log10(low)) / (Math.log10(high) - Math.log10(low))
        : (value - low) / (high - low);
      return height - bottom - share * (height - top - bottom);
    }
    const ticks = [];
    if (logarithmic) {
      for (let power = Math.log10(low); power <= Math.log10(high) + 1e-9; power += 1) {
        ticks.push(Math.pow(10, Math.round(power)));
      }
    } else {
      for (let step = 0; step <= 4; step += 1) {
        ticks.push(low + (high - low) * step / 4);
      }
    }
    ticks.forEach(function (tick) {
      chart.appendChild(svgElement("line", {
        class: "grid-line", x1: left, x2: width - right, y1: y(tick), y2: y(tick),
      }));
      chart.appendChild(svgElement("text", {
        class: "tick", x: left - 6, y: y(tick), dy: "0.35em", "text-anchor": "end",
        text: logarithmic ? count(tick) : tick.toFixed(2),
      }));
    });
    Array.from(new Set(depths)).sort(function (a, b) { return a - b; }).forEach(function (depth) {
      chart.appendChild(svgElement("text", {
        class: "tick", x: x(depth), y: height - bottom + 16, "text-anchor": "middle",
        text: String(depth),
      }));
    });
    chart.appendChild(svgElement("text", {
      class: "axis", x: left + (width - left - right) / 2, y: height - 6, "text-anchor": "middle",
      text: "solution depth d (moves)",
    }));
    chart.appendChild(svgElement("text", {
      class: "axis", x: 14, y: top + (height - top - bottom) / 2, "text-anchor": "middle",
      transform: "rotate(-90 14 " + (top + (height - top - bottom) / 2) + ")", text: axis,
    }));
    run.series.forEach(function (series, number) {
      const drawn = series.points.filter(function (point) {
        return point[field] !== null && (!logarithmic || point[field] > 0);
      });
      if (!drawn.length) {
        return;
      }
      const colour = "series-" + (number % 8);
      chart.appendChild(svgElement("polyline", {
        class: "series " + colour,
        points: drawn.map(function (point) {
          return x(point.depth) + "," + y(point[field]);
        }).join(" "),
      }));
      drawn.forEach(function (point) {
        const mark = svgElement("circle", {
          class: "point " + colour, cx: x(point.depth), cy: y(point[field]), r: 5,
          "data-series": series.pair, "data-depth": point.depth,
        });
        explain(mark, series.pair + ", d = " + point.depth + ": " + axis.replace(" (log scale)", "") +
          " " + (field === "ebf" ? point.ebf.toFixed(2) : count(point[field])) +
          " (" + point.instances + " boards)");
        chart.appendChild(mark);
      });
      const row = top + 8 + number * 20;
      chart.appendChild(svgElement("line", {
        class: "series " + colour, x1: width - right + 16, x2: width - right + 40, y1: row, y2: row,
      }));
      chart.appendChild(svgElement("text", {
        class: "series-name", x: width - right + 46, y: row, dy: "0.35em", text: series.pair,
      }));
    });
    return figure;
  }

  // --- the page --------------------------------------------------------------------------------

  const shows = { solve: showSolve, compare: showCompare, experiment: showExperiment };
  shows[run.kind]();
  page.setAttribute("data-ready", "yes");
})();
