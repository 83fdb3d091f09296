// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/transform/Transform.h"

#include <QCoreApplication>

#include <array>
#include <utility>

namespace tally::transforms {

namespace {
constexpr std::array<std::pair<TransformKind, QLatin1StringView>, 4> kKeywords{{
    {TransformKind::Focus, QLatin1StringView("focus")},
    {TransformKind::Drop, QLatin1StringView("drop")},
    {TransformKind::Merge, QLatin1StringView("merge")},
    {TransformKind::CollapseObject, QLatin1StringView("collapse-object")},
}};
} // namespace

QString keyword(TransformKind kind)
{
    for (const auto& [k, word] : kKeywords) {
        if (k == kind)
            return word;
    }
    return {};
}

std::optional<TransformKind> kindOf(const QString& word)
{
    for (const auto& [kind, w] : kKeywords) {
        if (word == w)
            return kind;
    }
    return std::nullopt;
}

std::optional<Transform> parseLine(const QString& text, QString* error)
{
    const QString trimmed = text.trimmed();
    const qsizetype space = trimmed.indexOf(QLatin1Char(' '));
    const QString word = space < 0 ? trimmed : trimmed.left(space);
    const std::optional<TransformKind> kind = kindOf(word);
    if (!kind) {
        *error = QCoreApplication::translate(
                     "Transform", "'%1' is not a transform (focus, drop, merge or collapse-object)")
                     .arg(word);
        return std::nullopt;
    }
    Transform transform{*kind, space < 0 ? QString() : trimmed.mid(space + 1).trimmed()};
    if (transform.target.isEmpty()) {
        *error =
            QCoreApplication::translate("Transform", "%1 names no function").arg(keyword(*kind));
        if (*kind == TransformKind::CollapseObject)
            *error = QCoreApplication::translate("Transform", "collapse-object names no object");
        return std::nullopt;
    }
    return transform;
}

QString line(const Transform& transform)
{
    return keyword(transform.kind) + QLatin1Char(' ') + transform.target;
}

} // namespace tally::transforms
