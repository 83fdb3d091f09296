// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "fuzz/ProfileDump.h"

#include <QStringList>
#include <QTextStream>

#include <span>

namespace tally::fuzz {

namespace {

QString costText(std::span<const Cost> costs)
{
    QStringList parts;
    for (const Cost c : costs)
        parts << QString::number(c);
    return parts.join(QLatin1Char(' '));
}

} // namespace

QString profileDump(const Profile& profile)
{
    QString text;
    QTextStream out(&text);
    for (const SourceInfo& s : profile.sources())
        out << "source " << s.path << " creator=" << s.creator << " version=" << s.version
            << " cmd=" << s.command << " addresses=" << s.hasAddresses << " lines=" << s.hasLines
            << " size=" << s.sizeBytes << " desc="
            << QStringList(s.descriptions.begin(), s.descriptions.end()).join(QLatin1Char('|'))
            << '\n';
    const EventSet& events = profile.events();
    for (int e = 0; e < events.count(); ++e) {
        const EventType& type = events.type(e);
        out << "event " << e << ' ' << type.name << " long=" << type.longName << " formula=";
        for (const FormulaTerm& term : type.formula)
            out << term.factor << '*' << term.name << ' ';
        out << '\n';
    }
    auto function = [&](FunctionId f) {
        return QStringLiteral("%1[%2|%3|%4]")
            .arg(f.index())
            .arg(profile.functionName(f), profile.functionFile(f), profile.functionObject(f));
    };
    for (const FunctionId f : profile.functionIds())
        out << "function " << function(f) << '\n';
    for (const PartId p : profile.partIds()) {
        const PartInfo& part = profile.part(p);
        out << "part " << p.index() << " source=" << part.sourceIndex << " number=" << part.number
            << " pid=" << part.pid << " thread=" << part.thread << " cmd=" << part.command
            << " trigger=" << part.trigger << " timerange=" << part.timerange << " bytes "
            << part.byteBegin << '-' << part.byteEnd << " line " << part.lineBegin
            << " summary=" << costText(part.summary) << " @" << part.summaryLine
            << " totals=" << costText(part.totals) << " @" << part.totalsLine
            << " cost=" << costText(profile.partTotals(p)) << '\n';
        for (const auto& [row, costs] : profile.partFunctions(p))
            out << "  self " << function(row.function) << ' ' << costText(costs) << '\n';
        for (const auto& [row, costs] : profile.partCalls(p))
            out << "  call " << function(row.caller) << " -> " << function(row.callee) << " x"
                << row.count << ' ' << costText(costs) << '\n';
    }
    for (const FunctionId f : profile.functionIds()) {
        for (const auto& [row, costs] : profile.lines(f))
            out << "line " << function(f) << ' ' << profile.qstring(row.file) << ':' << row.line
                << " @" << row.address << ' ' << costText(costs) << '\n';
        for (const auto& [row, costs] : profile.callSites(f))
            out << "site " << function(f) << " -> " << function(row.callee) << ' '
                << profile.qstring(row.file) << ':' << row.line << " @" << row.address << " x"
                << row.count << ' ' << costText(costs) << '\n';
        for (const JumpRow& jump : profile.jumps(f))
            out << "jump " << function(f) << ' ' << profile.qstring(jump.file) << ':'
                << jump.fromLine << " @" << jump.fromAddress << " -> "
                << (jump.targetFunction.isValid() ? function(jump.targetFunction) : QString())
                << ' ' << profile.qstring(jump.targetFile) << ':' << jump.toLine << " @"
                << jump.toAddress << (jump.conditional ? " cond " : " ") << jump.executed << '/'
                << jump.taken << '\n';
    }
    out << "totals " << costText(profile.totals()) << '\n';
    for (const Diagnostic& d : profile.diagnostics())
        out << "diagnostic " << d.toString() << '\n';
    out.flush();
    return text;
}

} // namespace tally::fuzz
