// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/FunctionGrouping.h"

#include <QCoreApplication>

namespace tally::functiongrouping {

QString kindName(GroupingKind kind)
{
    switch (kind) {
    case GroupingKind::None:
        return QCoreApplication::translate("FunctionGrouping", "No grouping");
    case GroupingKind::Object:
        return QCoreApplication::translate("FunctionGrouping", "ELF object");
    case GroupingKind::File:
        return QCoreApplication::translate("FunctionGrouping", "Source file");
    case GroupingKind::Class:
        return QCoreApplication::translate("FunctionGrouping", "C++ class");
    case GroupingKind::Cycle:
        return QCoreApplication::translate("FunctionGrouping", "Cycle");
    }
    return {};
}

QString classOf(const QString& name)
{
    int depth = 0;
    int lastSeparator = -1;
    for (int i = 0; i < name.size(); ++i) {
        const QChar c = name[i];
        if (c == QLatin1Char('<')) {
            ++depth;
        } else if (c == QLatin1Char('>')) {
            depth = std::max(0, depth - 1);
        } else if (c == QLatin1Char('(') && depth == 0) {
            // "(below main)" and other names that start with "(" have no class.
            if (i == 0)
                return {};
            break;
        } else if (c == QLatin1Char(':') && depth == 0 && i + 1 < name.size() &&
                   name[i + 1] == QLatin1Char(':')) {
            lastSeparator = i;
            ++i;
        }
    }
    if (lastSeparator <= 0)
        return {};
    // Demangled template functions carry their return type ("bool wi::eq_p<...>"): drop it.
    int start = 0;
    depth = 0;
    for (int i = 0; i < lastSeparator; ++i) {
        const QChar c = name[i];
        if (c == QLatin1Char('<'))
            ++depth;
        else if (c == QLatin1Char('>'))
            depth = std::max(0, depth - 1);
        else if (c == QLatin1Char(' ') && depth == 0)
            start = i + 1;
    }
    return name.mid(start, lastSeparator - start);
}

QString key(const Profile& profile, const FlatProfile& flat, GroupingKind kind, FunctionId function)
{
    const FunctionKey& f = profile.function(function);
    switch (kind) {
    case GroupingKind::None:
        return {};
    case GroupingKind::Object:
        return QString::number(f.object.index());
    case GroupingKind::File:
        return QString::number(f.file.index());
    case GroupingKind::Class:
        return classOf(profile.functionName(function));
    case GroupingKind::Cycle:
        return flat.cycleOf(function) >= 0 ? QString::number(flat.cycleOf(function))
                                           : QStringLiteral("-");
    }
    return {};
}

QString groupName(const Profile& profile, const FlatProfile& flat, GroupingKind kind,
                  const QString& key)
{
    switch (kind) {
    case GroupingKind::Object:
    case GroupingKind::File: {
        const QString name = profile.qstring(StringId(key.toUInt()));
        return name.isEmpty() ? QCoreApplication::translate("FunctionGrouping", "(unknown)") : name;
    }
    case GroupingKind::Class:
        return key.isEmpty() ? QCoreApplication::translate("FunctionGrouping", "(no class)") : key;
    case GroupingKind::Cycle: {
        const int cycle = key.toInt();
        if (key == QLatin1String("-") || cycle < 0 || cycle >= int(flat.cycles().size()))
            return QCoreApplication::translate("FunctionGrouping", "(not in a cycle)");
        return QCoreApplication::translate("FunctionGrouping", "<cycle %1>")
            .arg(flat.cycles()[cycle].number);
    }
    case GroupingKind::None:
        break;
    }
    return {};
}

} // namespace tally::functiongrouping
