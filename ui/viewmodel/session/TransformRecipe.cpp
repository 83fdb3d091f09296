// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/TransformRecipe.h"

#include <QCoreApplication>
#include <QStringList>

namespace tally::transformrecipe {

QString text(const std::vector<Transform>& list)
{
    QString recipe =
        QStringLiteral("# Tally transforms (tally --recipe=FILE, File > Apply Recipe)\n");
    for (const Transform& transform : list)
        recipe += transforms::line(transform) + QLatin1Char('\n');
    return recipe;
}

std::optional<std::vector<Transform>> parse(const QString& text, const QString& path,
                                            QString* error)
{
    std::vector<Transform> list;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        QString problem;
        std::optional<Transform> transform = transforms::parseLine(line, &problem);
        if (transform && transform->targetIsRegex() && !transform->acceptsRegex())
            problem = QCoreApplication::translate("TransformStage",
                                                  "%1 takes one function, not a regular expression")
                          .arg(transforms::keyword(transform->kind));
        if (!problem.isEmpty() || !transform) {
            *error = QStringLiteral("%1:%2: %3").arg(path).arg(i + 1).arg(problem);
            return std::nullopt;
        }
        list.push_back(*transform);
    }
    return list;
}

} // namespace tally::transformrecipe
