// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/output/FlameGraphSvgWriter.h"

#include <QHash>

#include <algorithm>

namespace tally::flamegraphsvg {

namespace {

constexpr int kRowHeight = 16;
constexpr int kMargin = 10;
constexpr int kHeader = 40;
constexpr double kMinWidth = 0.1;

QByteArray escaped(const QString& text)
{
    return text.toHtmlEscaped().toUtf8();
}

QByteArray number(double value)
{
    return QByteArray::number(value, 'f', 2);
}

// A warm colour (red to yellow) fixed by the object's name, as flamegraph.pl's default palette;
// `…` frames are grey.
QByteArray colourOf(const Profile& profile, const FlameNode& node)
{
    if (node.cut || !node.function.isValid())
        return QByteArrayLiteral("rgb(190,190,190)");
    const QString object = profile.functionObject(node.function);
    const std::uint32_t hash =
        qHash(object.isEmpty() ? profile.functionFile(node.function) : object);
    const int red = 205 + int(hash % 50);
    const int green = int((hash >> 8) % 180);
    const int blue = int((hash >> 16) % 55);
    return "rgb(" + QByteArray::number(red) + ',' + QByteArray::number(green) + ',' +
           QByteArray::number(blue) + ')';
}

} // namespace

QByteArray write(const Profile& profile, const FlameTree& tree, const Options& options)
{
    const double graphWidth = std::max(options.width - 2 * kMargin, 100);
    const Cost total = tree.total();
    int depth = 0;
    for (const FlameNode& node : tree.nodes())
        depth = std::max(depth, node.depth);
    const int height = kHeader + depth * kRowHeight + 2 * kMargin;
    const double scale = total > 0 ? graphWidth / double(total) : 0;

    QByteArray out;
    out += "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n";
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" +
           QByteArray::number(options.width) + "\" height=\"" + QByteArray::number(height) +
           "\" viewBox=\"0 0 " + QByteArray::number(options.width) + ' ' +
           QByteArray::number(height) + "\">\n";
    out += "<style>text{font-family:sans-serif;font-size:11px;fill:#000}"
           "rect{stroke:#fff;stroke-width:0.5}</style>\n";
    out += "<rect x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" fill=\"#f8f8f8\"/>\n";
    out += "<text x=\"" + QByteArray::number(options.width / 2) +
           "\" y=\"20\" text-anchor=\"middle\" style=\"font-size:15px\">" + escaped(options.title) +
           "</text>\n";
    QString notice = options.eventName + QStringLiteral(": ") + QString::number(total);
    if (tree.isBottomUp())
        notice +=
            QStringLiteral(" \u2014 bottom-up: functions with self cost, their callers above");
    if (tree.isEstimate())
        notice += QStringLiteral(" \u2014 stacks estimated from the call graph");
    out +=
        "<text x=\"" + QByteArray::number(kMargin) + "\" y=\"34\">" + escaped(notice) + "</text>\n";

    // Left edges, breadth-first: a frame starts where its parent does plus its elder siblings.
    std::vector<double> left(tree.nodes().size(), 0);
    std::vector<std::uint8_t> shown(tree.nodes().size(), 0);
    if (!tree.isEmpty())
        shown[0] = 1;
    for (std::size_t i = 0; i < tree.nodes().size(); ++i) {
        if (!shown[i])
            continue;
        const FlameNode& node = tree.node(i);
        double x = left[i];
        for (std::uint32_t c = node.firstChild; c < node.firstChild + node.childCount; ++c) {
            left[c] = x;
            const double width = double(tree.node(c).inclusive) * scale;
            shown[c] = width >= kMinWidth ? 1 : 0;
            x += width;
        }
        if (i == 0)
            continue; // the root is the whole width: no frame of its own
        const double width = double(node.inclusive) * scale;
        const int row = node.depth - 1;
        const int y =
            options.icicle ? kHeader + row * kRowHeight : kHeader + (depth - 1 - row) * kRowHeight;
        const QString name = flameFrameName(profile, node);
        const double share = total > 0 ? 100.0 * double(node.inclusive) / double(total) : 0;
        out += "<g><title>" +
               escaped(QStringLiteral("%1 (%2 %3, %4%, self %5)")
                           .arg(name)
                           .arg(node.inclusive)
                           .arg(options.eventName)
                           .arg(share, 0, 'f', 2)
                           .arg(node.self)) +
               "</title><rect x=\"" + number(kMargin + left[i]) + "\" y=\"" +
               QByteArray::number(y) + "\" width=\"" + number(width) + "\" height=\"" +
               QByteArray::number(kRowHeight - 1) + "\" fill=\"" + colourOf(profile, node) + "\"/>";
        // A label where it fits, about 6.5 pixels a character.
        const int characters = int((width - 6) / 6.5);
        if (characters >= 3) {
            const QString label =
                name.size() <= characters ? name : name.left(characters - 2) + QStringLiteral("..");
            out += "<text x=\"" + number(kMargin + left[i] + 3) + "\" y=\"" +
                   QByteArray::number(y + kRowHeight - 4) + "\">" + escaped(label) + "</text>";
        }
        out += "</g>\n";
    }
    out += "</svg>\n";
    return out;
}

} // namespace tally::flamegraphsvg
