// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/session/TransformStage.h"

#include "core/analysis/FunctionLookup.h"
#include "core/transform/ProfileTransforms.h"

#include <QCoreApplication>

namespace tally {

namespace {

// Where a list of transforms starts: a profile made with the first `transformsDone` of them.
struct Start
{
    std::shared_ptr<const Profile> profile;
    std::shared_ptr<const FlatProfile> flat; // null unless over every part with cycles
    std::size_t transformsDone = 0;
};

Start startOf(const StagedCostRequest& request)
{
    const auto flatOf = [](const std::shared_ptr<const CostSnapshot>& snapshot) {
        return snapshot->parts.isAll() && snapshot->detectCycles ? snapshot->flat : nullptr;
    };
    Start start{request.original, nullptr, 0};
    if (request.loaded && request.loaded->profile == request.original)
        start.flat = flatOf(request.loaded);
    const std::vector<Transform>& shown = request.shownTransforms;
    if (request.shown && request.shown->profile && !shown.empty() &&
        shown.size() <= request.transforms.size() &&
        std::equal(shown.begin(), shown.end(), request.transforms.begin()))
        start = {request.shown->profile, flatOf(request.shown), shown.size()};
    return start;
}

} // namespace

StagedCosts computeStagedCosts(const StagedCostRequest& request, std::stop_token stop)
{
    StagedCosts result;
    result.transforms = request.transforms;
    std::shared_ptr<const Profile> profile = request.original;
    if (!profile)
        return result;
    if (!request.transforms.empty()) {
        const Start start = startOf(request);
        const std::span<const Transform> rest =
            std::span(request.transforms).subspan(start.transformsDone);
        transforms::Outcome outcome;
        if (rest.empty())
            outcome.profile = start.profile;
        else
            outcome = transforms::apply(start.profile, rest, stop, start.flat);
        if (outcome.failed >= 0)
            outcome.failed += int(start.transformsDone);
        if (outcome.canceled || stop.stop_requested())
            return result;
        if (!outcome.profile) {
            result.failed = outcome.failed;
            const auto index = std::size_t(std::max(outcome.failed, 0));
            result.error = index < request.transforms.size()
                               ? transformstage::describe(request.transforms[index]) +
                                     QStringLiteral(": ") + outcome.error
                               : outcome.error;
            return result;
        }
        // A list that leaves no function (a focus on one that costs nothing) would show empty
        // views: it is refused like one that names nothing, at its last transform.
        if (outcome.profile->functionCount() == 0) {
            result.failed = int(request.transforms.size()) - 1;
            result.error = transformstage::describe(request.transforms.back()) +
                           QStringLiteral(": ") +
                           QCoreApplication::translate("TransformStage", "leaves nothing to show");
            return result;
        }
        profile = std::move(outcome.profile);
    }
    result.snapshot = CostSnapshot::compute(profile, request.parts.fittedTo(profile->partCount()),
                                            request.detectCycles, stop, request.names);
    // Found by name whenever a list of transforms was asked, the empty one too: the profile
    // shown was another (the last transform removed gives the loaded one back, whose ids differ
    // from the transformed profile's).
    if (result.snapshot && !request.activeSelector.isEmpty()) {
        const functionlookup::Result found =
            functionlookup::find(*profile, *result.snapshot->flat, request.activeSelector);
        if (found.status == functionlookup::Status::Found && found.function.isValid()) {
            result.active = found.function;
            result.activeFound = true;
        }
    }
    return result;
}

void TransformStage::fillRequest(StagedCostRequest& request,
                                 std::shared_ptr<const CostSnapshot> loaded,
                                 std::shared_ptr<const CostSnapshot> shown) const
{
    request.original = loaded->profile;
    request.transforms = m_requested;
    if (shown->profile != loaded->profile)
        request.shownTransforms = inForce();
    request.loaded = std::move(loaded);
    request.shown = std::move(shown);
}

std::optional<std::vector<Transform>> TransformStage::request(std::vector<Transform> list,
                                                              Step step)
{
    if (step != Step::Replace && !m_pending && list == inForce())
        return std::nullopt;
    m_requested = list;
    m_pending = step;
    m_fallback = false;
    return list;
}

std::optional<std::vector<Transform>> TransformStage::undo()
{
    if (!canUndo())
        return std::nullopt;
    return request(m_history[m_position - 1], Step::Undo);
}

std::optional<std::vector<Transform>> TransformStage::redo()
{
    if (!canRedo())
        return std::nullopt;
    return request(m_history[m_position + 1], Step::Redo);
}

void TransformStage::succeeded(const std::vector<Transform>& list)
{
    if (!m_pending)
        return;
    switch (*m_pending) {
    case Step::NewEntry:
        m_history.resize(m_position + 1);
        m_history.push_back(list);
        ++m_position;
        break;
    case Step::Undo:
        if (m_position > 0)
            --m_position;
        break;
    case Step::Redo:
        if (m_position + 1 < m_history.size())
            ++m_position;
        break;
    case Step::Replace:
        m_history[m_position] = list;
        break;
    }
    m_requested = inForce();
    m_pending.reset();
    // The transforms before one that failed: the failure is still what the user must read.
    if (!std::exchange(m_fallback, false))
        m_error.clear();
}

std::optional<std::vector<Transform>> TransformStage::failed(const std::vector<Transform>& list,
                                                             const QString& error, int failed)
{
    const std::optional<Step> step = std::exchange(m_pending, std::nullopt);
    m_error = error;
    m_requested = inForce();
    if (!step || (*step != Step::NewEntry && *step != Step::Replace) || failed < 0 ||
        std::size_t(failed) > list.size())
        return std::nullopt;
    std::vector<Transform> before(list.begin(), list.begin() + failed);
    if (*step == Step::NewEntry && before == inForce())
        return std::nullopt;
    m_requested = before;
    m_pending = step;
    m_fallback = true;
    return before;
}

void TransformStage::reset()
{
    *this = TransformStage();
}

namespace transformstage {

QString describe(const Transform& transform)
{
    const char* kind = "";
    switch (transform.kind) {
    case TransformKind::Focus:
        kind = QT_TRANSLATE_NOOP("TransformStage", "Focus");
        break;
    case TransformKind::Drop:
        kind = QT_TRANSLATE_NOOP("TransformStage", "Drop");
        break;
    case TransformKind::Merge:
        kind = QT_TRANSLATE_NOOP("TransformStage", "Merge");
        break;
    case TransformKind::CollapseObject:
        kind = QT_TRANSLATE_NOOP("TransformStage", "Collapse");
        break;
    }
    return QCoreApplication::translate("TransformStage", "%1: %2")
        .arg(QCoreApplication::translate("TransformStage", kind), transform.target);
}

} // namespace transformstage

} // namespace tally
